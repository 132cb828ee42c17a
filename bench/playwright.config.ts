// Speed measurements of the app in a real browser (not tests: they print figures, they assert
// only that the screen reached the state being timed). `npm run bench:app` after `npm run build:demo`.
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['parcels.bench.ts', 'start.bench.ts', 'import.bench.ts'],
  workers: 1,
  timeout: 600_000,
  // The static demo only (the first of the end-to-end tests' servers).
  webServer: (base.webServer as Exclude<typeof base.webServer, undefined | unknown[]>[])[0],
  use: { ...base.use, trace: 'off' },
});
