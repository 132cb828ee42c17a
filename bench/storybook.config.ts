// The live map's speed, measured in the built Storybook (`npm run build-storybook` first).
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

const port = 6008;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'live.bench.ts',
  workers: 1,
  timeout: 300_000,
  use: { ...base.use, baseURL: `http://localhost:${port}`, trace: 'off' },
  webServer: {
    cwd: '..',
    command: `npx vite preview --outDir storybook-static --port ${port} --strictPort`,
    url: `http://localhost:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
