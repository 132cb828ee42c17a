import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { iconSetsPlugin } from './vite-plugin-icon-sets';

const root = mkdtempSync(join(tmpdir(), 'icon-sets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A page that asks for every icon the sources name, built with the plugin: its chunks. */
async function chunks() {
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
  writeFileSync(
    join(root, 'main.js'),
    "import used from 'virtual:courier-icons-used';\nvoid Promise.all(Object.values(used).map((load) => load()));",
  );
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [iconSetsPlugin()],
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

describe('the icons the sources name', () => {
  it('load one per chunk, but for the navigation and the dashboard, each in one chunk with its names', async () => {
    const all = await chunks();
    const named = (name: string) => all.filter((chunk) => chunk.name === name);
    const navigation = named('navigation');
    const dashboard = named('dashboard');
    expect(navigation).toHaveLength(1);
    expect(dashboard).toHaveLength(1);
    // Side-bar icons the navigation names (@courier/domain navigation.ts), together.
    for (const icon of [
      'heroicons_outline:chart-pie',
      'heroicons_outline:academic-cap',
      'heroicons_outline:user-group',
    ])
      expect(navigation[0]!.code).toContain(JSON.stringify(icon));
    expect(dashboard[0]!.code).toContain(JSON.stringify('heroicons_outline:banknotes'));
    // ... and not each in a chunk of its own, as any other icon is (the chat's send button's).
    expect(named('chart-pie')).toHaveLength(0);
    expect(named('paper-airplane').some((chunk) => chunk.code.includes('heroicons_solid/paper-airplane'))).toBe(true);
    expect(navigation[0]!.code).not.toContain('paper-airplane');
  });
});
