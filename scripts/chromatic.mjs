/**
 * npm run chromatic: builds the Storybook and uploads it to Chromatic, where designers review the
 * changed snapshots of a branch (chromatic.config.json; every story light and dark, the layouts and
 * module views on a phone too: packages/ui/src/testing/modes.ts). Needs the project's token; without one it says
 * what to set and leaves (exit 0, so a pipeline without the secret is not failed by it).
 * Arguments after `--` go to the Chromatic CLI (e.g. `npm run chromatic -- --branch-name x`).
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: nothing uploaded; set CHROMATIC_PROJECT_TOKEN to the project token (chromatic.com → the project → Manage → Configure) and run again.',
  );
  process.exit(0);
}
const bin = new URL('../node_modules/.bin/chromatic', import.meta.url).pathname;
const run = spawnSync(bin, process.argv.slice(2), { stdio: 'inherit' });
process.exit(run.status ?? 1);
