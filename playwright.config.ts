// End-to-end tests of the production build of the app (vite preview), in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';

const port = 4173;
// The mock API's service worker passes the app's other requests (the language files) on to the
// network; this lets a test's context.route see and answer those too (Chromium).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
  webServer: {
    command: `npm run preview --silent -w @courier/app`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
