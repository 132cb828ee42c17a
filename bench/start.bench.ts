import { expect, test } from '@playwright/test';

/**
 * The demo's start, in the production build: (1) the long tasks on the page's main thread while
 * the sign-in page loads (the API seeds in its Web Worker, not here); (2) the time from the
 * navigation to the first answer of the API; (3) what keeping a write costs: the round trip of a
 * write (kept in IndexedDB before it is answered) beside a read of the same size.
 */

const runs = Number(process.env.BENCH_RUNS ?? 8);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('sign-in page: main-thread long tasks and the first answer of the API', async ({ browser }) => {
  const longest: number[] = [];
  const firstAnswer: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto('/sign-in');
    // Asked as soon as the page can: the answer waits for the worker's seed.
    const answeredAt = await page.evaluate(async () => {
      const response = await fetch('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@courier.test', password: 'x1234567' }),
      });
      await response.text();
      return performance.now();
    });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    longest.push(Math.max(0, ...tasks));
    firstAnswer.push(answeredAt);
    await context.close();
  }
  console.log(
    `sign-in, longest main-thread task: median ${median(longest).toFixed(0)} ms, max ${Math.max(...longest).toFixed(0)} ms (${runs} loads)`,
  );
  console.log(
    `first API answer after navigation: median ${median(firstAnswer).toFixed(0)} ms, max ${Math.max(...firstAnswer).toFixed(0)} ms`,
  );
});

test('a write kept before it is answered, beside a read', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const figures = await page.evaluate(async (runs) => {
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const started = performance.now();
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json();
      return { ms: performance.now() - started, json };
    };
    const { json: signedIn } = await call('POST', '/api/auth/sign-in', undefined, {
      email: 'admin@courier.test',
      password: 'demo1234',
    });
    const token = signedIn.accessToken as string;
    const reads: number[] = [];
    const writes: number[] = [];
    for (let n = 0; n < runs; n++) {
      reads.push((await call('GET', '/api/common/shortcuts', token)).ms);
      writes.push(
        (
          await call('POST', '/api/common/shortcuts', token, {
            shortcut: {
              label: `Bench ${n}`,
              description: 'Bench',
              icon: 'heroicons_outline:star',
              link: '/secure/dashboard',
              useRouter: true,
            },
          })
        ).ms,
      );
    }
    return { reads, writes };
  }, runs * 3);
  console.log(
    `read round trip: median ${median(figures.reads).toFixed(1)} ms; write kept in IndexedDB before its answer: median ${median(figures.writes).toFixed(1)} ms, max ${Math.max(...figures.writes).toFixed(1)} ms (${figures.writes.length} each, 5 000-parcel sample)`,
  );
});
