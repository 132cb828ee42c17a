// Builds a page that imports one primitive (Button) from the built @courier/ui and reports
// which of the library's modules the production bundle contains: the others must be left out,
// and the icon sets must stay separate chunks that load on demand.
// Needs the library builds (npm run build:ui).
import { build } from 'vite';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const uiDist = join(root, 'packages/ui/dist');
// Inside the workspace, so react and react-dom resolve from its node_modules.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const work = mkdtempSync(join(root, 'node_modules/.cache/treeshake-'));
writeFileSync(
  join(work, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
);
writeFileSync(
  join(work, 'main.js'),
  `import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import { Button } from '@courier/ui';
import '@courier/ui/style.css';
createRoot(document.getElementById('root')).render(createElement(Button, null, 'Book parcel'));
`,
);

const chunks = [];
await build({
  root: work,
  logLevel: 'error',
  configFile: false,
  // A consumer's view: the published exports, not the workspace's source condition.
  resolve: { alias: { '@courier/ui/style.css': join(uiDist, 'style.css'), '@courier/ui': join(uiDist, 'index.js') } },
  build: { outDir: join(work, 'dist'), write: true, minify: true },
  plugins: [
    {
      name: 'report',
      generateBundle(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk')
            chunks.push({
              name: file.fileName,
              isEntry: file.isEntry,
              bytes: file.code.length,
              modules: file.moduleIds,
            });
        }
      },
    },
  ],
});
rmSync(work, { recursive: true, force: true });

const fromUi = (id) => (id.startsWith(uiDist) ? relative(uiDist, id) : null);
const entry = chunks.find((c) => c.isEntry);
const uiModules = entry.modules.map(fromUi).filter(Boolean).sort();
console.log(
  `Entry chunk: ${(entry.bytes / 1024).toFixed(1)} KiB minified; @courier/ui modules in it (${uiModules.length}):`,
);
for (const id of uiModules) console.log(`  ${id}`);
console.log('Lazy chunks:');
for (const chunk of chunks.filter((c) => !c.isEntry))
  console.log(`  ${chunk.name} ${(chunk.bytes / 1024).toFixed(1)} KiB`);

const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`  ${ok ? '✓' : '✗'} ${name}${ok ? '' : ` — ${detail}`}`);
};
const others = [
  'DataTable',
  'Dialog',
  'DateField',
  'ComboBox',
  'Select',
  'Menu',
  'Drawer',
  'Toast',
  'Tabs',
  'Timeline',
  'Avatar',
  'foundations',
];
const leaked = uiModules.filter((id) => others.some((name) => id.includes(name)));
check(
  'the page holds Button and none of the other components',
  uiModules.some((id) => id.includes('Button/Button')) && leaked.length === 0,
  leaked.join(', '),
);
const sets = entry.modules.filter((id) => id.includes('courier-icon-set'));
check('no icon set is in the first chunk (they load on demand)', sets.length === 0, sets.join(', '));
check(
  'the page does not carry the table or date libraries',
  !entry.modules.some((id) => /@tanstack|@internationalized\/date\/dist\/.*(Calendar|calendars)/.test(id)),
  'found',
);

const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
