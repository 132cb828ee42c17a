// End-to-end tests in Debian's Chromium (its headless shell, scripts/chromium.mjs): of the static
// demo's production build (vite preview), and (server.spec.ts) of the app as the built server
// serves it on a fresh embedded database.
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import type { E2eOptions } from './e2e/helpers.ts';
import { chromiumArgs, headlessShellPath } from './vite.shared.ts';

const port = 4173;
// The mock API's service worker passes the app's other requests (the language files) on to the
// network; this lets a test's context.route see and answer those too (Chromium).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const servers: Extract<PlaywrightTestConfig['webServer'], unknown[]> = process.env.E2E_DEMO_ONLY
  ? []
  : [
      // The built server on a fresh embedded database, for server.spec.ts (after `npm run build`).
      {
        command: 'rm -rf .cache/e2e-server && node packages/server/dist/main.js',
        // The embedded database, even where DATABASE_URL names a PostgreSQL for the contract suite.
        env: { PORT: '4174', DATA_DIR: '.cache/e2e-server', LOG_LEVEL: 'warn', DATABASE_URL: '', JWT_SECRET: '' },
        url: 'http://127.0.0.1:4174/readyz',
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
      },
      // The built server as a company starts it for real (NODE_ENV=production: an empty company, on
      // PostgreSQL where DATABASE_URL names one), for production.spec.ts; its output (the setup
      // link) goes to a file the test reads.
      {
        command: 'node scripts/e2e-production.mjs',
        url: 'http://127.0.0.1:4175/readyz',
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
      },
    ];

/** Debian's Chromium headless shell, as a desktop Chrome. */
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
};

export default defineConfig<E2eOptions>({
  testDir: './e2e',
  // Two workers, a spec file each (a file's tests share their page's sample and run in order). In
  // Chromium's headless shell one worker kept 1.5 of the two cores busy; two keep both, and the
  // whole suite took a quarter less time (docs/ci.md has the figures).
  fullyParallel: false,
  workers: 2,
  // One retry in CI, for the browser rather than the product: Debian's headless Chromium has once
  // stopped drawing frames in the middle of a run (no frame after a click for a minute, so every
  // later action waited on a stable element for ever), in a test that passes on every other run.
  // A failure that comes again on the retry fails the run; the report names a retried test flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous: a busy 2-core machine runs a long journey slowly; no test asserts a time.
  timeout: 90_000,
  // A page load starts the demo's in-browser server again (its sample made in a worker); on a busy
  // machine a sign-in and the first screen after it have taken up to 15 s.
  // Waiting longer costs nothing when the page is right, and a wrong page still fails.
  expect: { timeout: 25_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records the screen and the DOM all through a test: on two cores that cost a third of
    // the stage's time (9 tests: 171 and 176 s with a trace kept on failure, 127 and 118 s without).
    // In CI a failed test is tried once more, with its trace, so a failure still comes with one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // Every spec at the tests' moment: 09:30 UTC, or E2E_NOW.
    { name: 'morning', use: browser },
    // The specs whose screens depend on the time of day (trips, scans, the dashboard, reports) again
    // late in the evening, Türkiye time (23:45): "today" is about to turn. In the same run as the
    // morning's, so that the two workers share both (no second start, no idle tail between them).
    {
      name: 'evening',
      testMatch: /\/(trips|parcel-life|dashboard|reports)\.spec\.ts$/,
      use: { ...browser, now: '2026-11-20T20:45:00.000Z' },
    },
  ],
  webServer: [
    // The static demo (the app on the in-browser API): every spec but server.spec.ts and production.spec.ts.
    {
      command: `npm run preview --silent -w @courier/app`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // E2E_DEMO_ONLY=1 (a run of demo specs alone, as the evening run) starts no server: the one with
    // the demo sample costs half a minute of a core to start.
    ...servers,
  ],
});
