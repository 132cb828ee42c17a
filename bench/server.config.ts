// The steps staff wait on, timed in Chromium against the built server on its embedded database
// (not tests: they print figures). `npm run bench:steps` after `npm run build`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['steps.bench.ts'],
  workers: 1,
  timeout: 600_000,
  use: { ...base.use, trace: 'off', actionTimeout: 15_000, navigationTimeout: 30_000 },
  // The built server only (the second of the end-to-end tests' servers).
  webServer: {
    ...(base.webServer as Exclude<typeof base.webServer, undefined | unknown[]>[])[1]!,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  },
});
