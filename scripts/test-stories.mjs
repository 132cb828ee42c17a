/**
 * npm run test:stories [-- --update] [-- --no-build] [-- <Playwright arguments>]
 *
 * The story pass (visual/stories.visual.ts): builds Storybook (unless --no-build: `npm test` has
 * just built it), then plays every story in it, checks it with axe, plays it again with motion on,
 * and compares its captures with the baselines in visual/baselines (visual/playwright.config.ts).
 * With --update the baselines that differ are renewed and listed. A failure's report, with the
 * baseline, the capture and their difference, is in reports/visual (npx playwright show-report
 * reports/visual).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const rest = args.filter((arg) => arg !== '--update' && arg !== '--no-build');

if (build) execFileSync('npm', ['run', 'build-storybook', '--silent'], { stdio: 'inherit' });

/** Each baseline file and when it was last written. */
const baselines = () =>
  new Map(
    readdirSync('visual/baselines', { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name), statSync(join(e.parentPath, e.name)).mtimeMs]),
  );
const before = existsSync('visual/baselines') ? baselines() : new Map();

const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    'visual/playwright.config.ts',
    ...(update ? ['--update-snapshots=changed'] : []),
    ...rest,
  ],
  {
    stdio: 'inherit',
  },
);

if (update) {
  const renewed = [...baselines()]
    .filter(([file, time]) => before.get(file) !== time)
    .map(([file]) => `  ${before.has(file) ? 'changed' : 'new    '}  ${file}`);
  console.log(
    renewed.length ? `\n${renewed.length} baselines renewed:\n${renewed.sort().join('\n')}` : '\nNo baseline changed.',
  );
} else if (run.status !== 0) {
  console.log('\nThe differences are in reports/visual: npx playwright show-report reports/visual');
}
process.exit(run.status ?? 1);
