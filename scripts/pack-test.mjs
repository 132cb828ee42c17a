// Packs @courier/domain and @courier/ui with `npm pack`, installs the tarballs in a clean consumer
// outside the workspace, and renders a component from them: proves the published package works.
// Needs the library builds (npm run build:ui).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const results = [];
const check = (name, fn) => {
  try {
    fn();
    results.push([name, true]);
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push([name, false]);
    console.log(
      `  ✗ ${name}\n    ${String(error.message ?? error)
        .split('\n')
        .join('\n    ')}`,
    );
  }
};

for (const pkg of ['domain', 'ui']) {
  if (!existsSync(join(root, 'packages', pkg, 'dist', 'index.js'))) {
    console.error(`packages/${pkg}/dist is missing: run "npm run build:ui" first.`);
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'courier-pack-'));
try {
  const tarballs = ['domain', 'ui'].map((pkg) => {
    const out = JSON.parse(npm(['pack', '--json', '--pack-destination', work], join(root, 'packages', pkg)));
    return { name: out[0].name, file: join(work, out[0].filename), files: out[0].files.map((f) => f.path) };
  });
  const ui = tarballs.find((t) => t.name === '@courier/ui');

  check('the ui tarball holds the build, not the sources', () => {
    if (
      !ui.files.includes('dist/index.js') ||
      !ui.files.includes('dist/index.d.ts') ||
      !ui.files.includes('dist/style.css')
    ) {
      throw new Error(`missing build files in ${ui.files.join(', ')}`);
    }
    const leaked = ui.files.filter((f) => f.startsWith('src/') || f.endsWith('.stories.js'));
    if (leaked.length) throw new Error(`sources in the tarball: ${leaked.join(', ')}`);
  });

  const consumer = join(work, 'consumer');
  execFileSync('mkdir', ['-p', consumer]);
  const rootPkg = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8'));
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(tarballs.map((t) => [t.name, `file:${t.file}`])),
        ...rootPkg.devDependencies,
      },
    }),
  );
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], consumer);

  writeFileSync(
    join(consumer, 'render.mjs'),
    `import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as ui from '@courier/ui';
const html = renderToStaticMarkup(createElement(ui.Button, null, 'Book parcel'));
const css = readFileSync(createRequire(import.meta.url).resolve('@courier/ui/style.css'), 'utf8');
const strings = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@courier/ui/i18n/tr.json'), 'utf8'));
console.log(JSON.stringify({ html, cssBytes: css.length, exports: Object.keys(ui), stringsMatch: JSON.stringify(strings) === JSON.stringify(ui.uiResources.tr) }));
`,
  );
  const rendered = JSON.parse(execFileSync('node', ['render.mjs'], { cwd: consumer, encoding: 'utf8' }));

  check('a component renders from the installed tarball', () => {
    if (!/<button[^>]*>Book parcel<\/button>/.test(rendered.html)) throw new Error(`rendered: ${rendered.html}`);
  });
  check('the component carries its class from the one CSS file', () => {
    const className = /class="([^"]+)"/.exec(rendered.html)?.[1];
    const css = readFileSync(join(consumer, 'node_modules/@courier/ui/dist/style.css'), 'utf8');
    if (!className || !css.includes(`.${className.split(' ')[0]}`))
      throw new Error(`class ${className} not in style.css`);
  });
  check('the strings are also plain JSON files, the same as the bundled ones (@courier/ui/i18n/tr.json)', () => {
    if (!rendered.stringsMatch) throw new Error('i18n/tr.json differs from uiResources.tr');
  });
  check('the package has type declarations', () => {
    const dts = readFileSync(join(consumer, 'node_modules/@courier/ui/dist/index.d.ts'), 'utf8');
    if (!dts.includes('Button')) throw new Error('index.d.ts does not declare Button');
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter(([, ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
