// The story pass (npm run test:stories): every story of the built Storybook played, checked with axe,
// played with motion on, and captured against its baseline, in Debian's Chromium headless shell (its
// baselines are made with it: the full browser draws text a shade apart). Three workers share the
// shards (a sidebar folder in one mode, up to 40 stories each, one page per shard that switches stories in place).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from '../scripts/chromium.mjs';

const port = 6116;

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../.cache/visual/results',
  // Three on two cores: a story's play waits on its page (frames, the preview's messages), and two
  // workers kept 1.4 of the two cores busy; three took the pass from 492 s to 374 s (docs/ci.md).
  workers: 3,
  fullyParallel: true,
  // A capture that came out differently once (the rasteriser, a slow machine) is taken again with its
  // shard; a real change differs both times.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // The HTML report holds each failed capture with its baseline and the difference image.
  reporter: [['list'], ['html', { outputFolder: '../reports/visual', open: 'never' }]],
  expect: {
    // Tight, not exact: Chromium's software rasteriser shades a few edge pixels of a rounded
    // corner or a glyph a step or two apart from one run to the next. A pixel counts as changed
    // when its colour moves by more than about 8 of 255 in brightness (threshold 0.03), and up to
    // 50 such pixels pass: a 1 px border round a card (about 1,100 pixels) or a colour token moved
    // by 12 fails (sensitivity.visual.ts holds both).
    toHaveScreenshot: { threshold: 0.03, maxDiffPixels: 50, animations: 'disabled', caret: 'hide', scale: 'css' },
    // How long a capture may take to come out the same twice in a row.
    timeout: 10_000,
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'Europe/Istanbul',
    launchOptions: { executablePath: headlessShellPath, args: [...chromiumArgs, '--font-render-hinting=none'] },
  },
  webServer: {
    command: `node scripts/static-server.mjs ${process.env.VISUAL_STORYBOOK ?? 'storybook-static'} ${port}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
