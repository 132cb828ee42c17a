import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { frameChunk } from './vite-plugin-frame-chunk';

/**
 * A small app shaped like ours: a first page, an app it loads when the visit goes further, the
 * frame the app loads for the signed-in area, a module page in it, all taking their names from one
 * index that only passes names on (as the library's index does).
 */
const files: Record<string, string> = {
  'index.html': '<!doctype html><script type="module" src="/main.js"></script>',
  'main.js':
    "import { first } from './lib/index.js';\nimport * as more from './lib/more.js';\nfirst(more.shared());\nif (location.pathname !== '/') import('./app.js');",
  'app.js':
    "import { inApp } from './lib/index.js';\nexport const start = () => import('./shell.js').then((m) => m.shell(inApp()));",
  'shell.js':
    "import { inFrame, inBoth, first, shared } from './lib/index.js';\nexport const shell = (x) => [inFrame(), inBoth(), first(), shared(), x, import('./page.js')];",
  'page.js': "import { inFrame, inPage } from './lib/index.js';\nexport const page = () => inFrame() + inPage();",
  'lib/more.js': "export * from './shared.js';",
  'lib/shared.js': "export const shared = () => 'shared';",
  'lib/index.js':
    "export * from './shared.js';\nexport * from './first.js';\nexport * from './frame.js';\nexport { inApp } from './app-only.js';\nexport * from './both.js';\nexport * from './page-only.js';",
  'lib/first.js': "export const first = () => 'first';",
  'lib/frame.js': "import { helper } from './helper.js';\nexport const inFrame = () => helper('frame');",
  'lib/helper.js': 'export const helper = (x) => `[${x}]`;',
  'lib/app-only.js': "export const inApp = () => 'app';",
  'lib/both.js': "export const inBoth = () => 'both';",
  'lib/page-only.js': "export const inPage = () => 'page';",
};

const root = mkdtempSync(join(tmpdir(), 'frame-chunk-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function chunks() {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [frameChunk('app.js', 'shell.js')],
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput;
  const all = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const holding = (file: string) => all.find((chunk) => chunk.moduleIds.includes(join(root, file)))!;
  return { all, holding };
}

describe('the frame chunk', () => {
  it('holds what only the frame uses, read by name through an index, and leaves the rest where it was', async () => {
    const { all, holding } = await chunks();
    const frame = all.find((chunk) => chunk.name === 'frame');
    expect(frame).toBeDefined();
    // The frame's own code and what it imports, and what it shares with its module pages.
    expect(holding('lib/frame.js').fileName).toBe(frame!.fileName);
    expect(holding('lib/helper.js').fileName).toBe(frame!.fileName);
    expect(holding('lib/both.js').fileName).toBe(frame!.fileName);
    // What the first page uses stays out of it: the first page loads no more than before.
    expect(holding('lib/first.js').fileName).not.toBe(frame!.fileName);
    // Also what it takes as a namespace through another index.
    expect(holding('lib/shared.js').fileName).not.toBe(frame!.fileName);
    const entry = all.find((chunk) => chunk.isEntry)!;
    expect(entry.imports).not.toContain(frame!.fileName);
    // So does what the app uses at once (a first page that goes further loads the app, not the frame),
    // what only a module page uses, and the frame's module itself (loaded by a dynamic import).
    expect(holding('lib/app-only.js').fileName).not.toBe(frame!.fileName);
    expect(holding('lib/page-only.js').fileName).not.toBe(frame!.fileName);
    expect(holding('shell.js').fileName).not.toBe(frame!.fileName);
    expect(holding('shell.js').imports).toContain(frame!.fileName);
  });
});
