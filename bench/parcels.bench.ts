import { expect, test, type Page } from '@playwright/test';

/**
 * Speed of the daily work on the 100 000-parcel sample (`?sample=large`), in the production
 * build: (1) from choosing a filter on the parcels list to the new rows on screen, (2) from the
 * Enter of a scan to its feedback on screen. The clock starts at the user's input event (its
 * timeStamp) and stops at the next animation frame after the DOM change that shows the answer;
 * the mock server runs on the same main thread, so its work is inside the figure.
 */

const runs = Number(process.env.BENCH_RUNS ?? 12);

function summary(name: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const line = `${name}: median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (${values.length} runs)`;
  return line;
}

/**
 * Arms a stopwatch in the page: it starts at the next pointerup or Enter, and stops at the first
 * frame after `selector`'s text changes from `before` to one that holds `expected`, not busy.
 */
async function armWatch(page: Page, selector: string, expected: string, before?: string) {
  await page.evaluate(
    ({ selector, expected, before }) => {
      const w = window as unknown as { bench: { start: number; shown: number | null } };
      w.bench = { start: 0, shown: null };
      const starts = (event: Event) => (w.bench.start = event.timeStamp);
      addEventListener('pointerup', starts, { capture: true, once: true });
      addEventListener('keydown', (e) => (e as KeyboardEvent).key === 'Enter' && starts(e), {
        capture: true,
        once: true,
      });
      // The table may be made anew (an empty result): look it up on every change.
      const seen = () => {
        const target = document.querySelector(selector);
        if (!target) return;
        const text = target.textContent!;
        const ok =
          text.includes(expected) &&
          text !== before &&
          !target.closest('[aria-busy="true"]') &&
          !target.querySelector('[aria-busy="true"]');
        if (!ok || w.bench.shown !== null) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.bench.shown = performance.now()));
      };
      const observer = new MutationObserver(seen);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    { selector, expected, before },
  );
}

async function readWatch(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { bench: { shown: number | null } }).bench.shown !== null,
    null,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const { start, shown } = (window as unknown as { bench: { start: number; shown: number } }).bench;
    return shown - start;
  });
}

test('parcels list and scanning on the 100 000-parcel sample', async ({ page }) => {
  page.on('pageerror', (e) => console.log('page error', e.message));
  // A fixed morning, so the sample (made around the page's time) has parcels in every state.
  await page.clock.install({ time: new Date('2026-11-20T09:30:00Z') });
  // Seeding 100 000 parcels takes a while.
  await page.goto('/secure/parcels?sample=large');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: /manager@courier\.test/ }).click();
  await expect(page).toHaveURL(/\/secure\/parcels/, { timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Parcels' }).or(page.getByRole('grid', { name: 'Parcels' }));
  await expect(table.getByRole('row').nth(5)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  const total = await page.evaluate(async () => {
    const r = await fetch('/api/v1/parcels?size=1', {
      headers: { authorization: `Bearer ${localStorage.getItem('courier.accessToken')}` },
    });
    return (await r.json()).total as number;
  });
  console.log(`parcels in the sample: ${total}`);
  expect(total).toBeGreaterThanOrEqual(100_000);

  // (1) Filter changes: status, service and payment choices in turn, each a new server query.
  const filters: [RegExp, string][] = [
    [/Status$/, 'Delivered'],
    [/Status$/, 'In transit'],
    [/Status$/, 'At office'],
    [/Status$/, 'Out for delivery'],
    [/Service$/, 'Express'],
    [/Service$/, 'Standard'],
    [/Payment$/, 'Cash on delivery'],
    [/Payment$/, 'Prepaid'],
    [/Status$/, 'Returned'],
    [/Status$/, 'All statuses'],
    [/Service$/, 'All services'],
    [/Payment$/, 'All payment modes'],
  ];
  const listTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [field, option] = filters[i % filters.length]!;
    await page.getByRole('search', { name: 'Search and filters' }).getByRole('button', { name: field }).click();
    const choice = page.getByRole('option', { name: option, exact: true });
    await choice.waitFor();
    const url = page.url();
    // Done when the table's text (its rows) is another, not busy.
    await armWatch(
      page,
      'table[aria-label="Parcels"], [role="grid"][aria-label="Parcels"]',
      '',
      (await table.textContent())!,
    );
    await choice.click();
    await expect(page).not.toHaveURL(url);
    listTimes.push(await readWatch(page));
    if (process.env.BENCH_DEBUG)
      console.log(
        option,
        listTimes.at(-1),
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/'))
            .slice(-3)
            .map(
              (e) =>
                `${e.name.split('/api/')[1]} ${(e as PerformanceResourceTiming).startTime.toFixed(0)} +${e.duration.toFixed(0)}`,
            ),
        ),
        await page.evaluate(() =>
          (window as unknown as { bench: { start: number; shown: number } }).bench.start.toFixed(0),
        ),
      );
    await page.waitForTimeout(300);
  }

  // (2) Scans: receive booked parcels at their origin office.
  const office = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('courier.accessToken')}` };
    const offices = await (await fetch('/api/v1/offices?size=50', { headers })).json();
    const booked = await (await fetch('/api/v1/parcels?status=created&size=100', { headers })).json();
    const counts = new Map<string, number>();
    for (const p of booked.items as { originOfficeId: string }[])
      counts.set(p.originOfficeId, (counts.get(p.originOfficeId) ?? 0) + 1);
    const origin = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const parcels = await (
      await fetch(`/api/v1/parcels?status=created&originOfficeId=${origin}&size=100`, { headers })
    ).json();
    const code: string = offices.items.find((o: { id: string }) => o.id === origin).code;
    return { code, numbers: parcels.items.map((p: { trackingNumber: string }) => p.trackingNumber) as string[] };
  });
  expect(office.numbers.length).toBeGreaterThanOrEqual(10);
  await page.getByRole('link', { name: 'Scan' }).click();
  await page.getByRole('button', { name: /Office$/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${office.code} `) }).click();
  const field = page.getByRole('textbox', { name: 'Tracking number' });
  await expect(field).toBeEnabled();
  const scanTimes: number[] = [];
  for (const number of office.numbers.slice(0, Math.max(runs, 20))) {
    await field.fill(number);
    await armWatch(page, '[data-outcome]', number);
    await field.press('Enter');
    scanTimes.push(await readWatch(page));
    await expect(page.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'accepted');
  }

  console.log(
    '\n' +
      [
        summary('List, filter change to new rows on screen', listTimes),
        summary('Scan, Enter to feedback on screen', scanTimes),
      ].join('\n'),
  );
});
