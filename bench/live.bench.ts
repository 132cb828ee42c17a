import { expect, test } from '@playwright/test';

/**
 * Speed of the live map: 300 trucks, their positions renewed every 2 s (the Fleet300 story of
 * the built Storybook, the same LiveTracking view the app shows). For 20 s the page records
 * every animation frame and every long animation frame; a Chromium performance trace of the
 * same time is written to bench/results/live-trace.json for a closer look in DevTools.
 * `npm run build-storybook` first; `npm run bench:live`.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 20);

test('300 trucks updating every 2 s', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/iframe.html?id=courier-live-tracking--fleet-300&viewMode=story');
  const map = page.getByRole('region', { name: 'Map of the trucks on the road' });
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(300);
  await page.waitForTimeout(2500);

  await browser.startTracing(page, {
    path: 'bench/results/live-trace.json',
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'],
  });
  const figures = await page.evaluate(async (ms) => {
    const frames: number[] = [];
    const long: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(e.duration)));
    observer.observe({ type: 'long-animation-frame', buffered: false });
    let last = performance.now();
    const end = last + ms;
    await new Promise<void>((done) => {
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        if (now < end) requestAnimationFrame(tick);
        else done();
      };
      requestAnimationFrame(tick);
    });
    observer.disconnect();
    return { frames, long };
  }, seconds * 1000);
  await browser.stopTracing();

  const sorted = [...figures.frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  // A frame that took longer than two vsync intervals dropped at least one.
  const dropped = figures.frames.filter((d) => d > 2 * 16.7).length;
  console.log(
    `live map, 300 trucks, every 2 s, ${seconds} s: ${figures.frames.length} frames, frame time median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
      `frames over 33 ms: ${dropped}; long animation frames (> 50 ms): ${figures.long.length}${figures.long.length ? `, longest ${Math.max(...figures.long).toFixed(0)} ms` : ''}`,
  );
  expect(figures.frames.length).toBeGreaterThan(0);
});
