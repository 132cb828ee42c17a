import { expect, test } from '@playwright/test';
import { chooseFirst } from '../e2e/helpers';

/**
 * A customer's CSV of 10 000 bookings in the browser, in the production build: the time from
 * handing the file to the page until every row is read and checked (in the import's Web Worker)
 * and the summary is on screen, and the page's longest main-thread task meanwhile.
 */

const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const header =
  'Receiver,Phone,Address,District,City,Postal code,Destination,Service,Weight,Length,Width,Height,Contents,COD,Order';
const rows = Array.from(
  { length: 10_000 },
  (_, i) =>
    `Alıcı ${i},+9053212${String(i).padStart(5, '0')},Atatürk Blv. ${i},Çankaya,Ankara,06690,ANK,standard,"2,5",40,30,20,Books,${i % 3 ? 0 : 150},ORD-${i}`,
);
const csv = Buffer.from(`${header}\n${rows.join('\n')}\n`);

test('10 000 rows read and checked', async ({ page }) => {
  await page.goto('/sign-in?redirectURL=%2Fsecure%2Fparcels%2Fimport');
  await page.getByRole('button', { name: /clerk@courier\.test/ }).click();
  await expect(page).toHaveURL('/secure/parcels/import', { timeout: 15_000 });
  await chooseFirst(page, /Customer/, 'a');
  const times: number[] = [];
  const longest: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
        type: 'longtask',
      });
    });
    const started = Date.now();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: `orders-${run}.csv`, mimeType: 'text/csv', buffer: csv });
    // The file's name shows once it is read (the last summary went then); the new summary once every row is checked.
    await expect(page.getByText(`orders-${run}.csv: 10,000 rows`)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('10,000 rows: 10,000 ready to book, 0 with problems.')).toBeVisible({
      timeout: 60_000,
    });
    times.push(Date.now() - started);
    longest.push(Math.max(0, ...(await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks))));
  }
  console.log(
    `10 000 rows read and checked: median ${median(times)} ms, max ${Math.max(...times)} ms; longest main-thread task: median ${median(longest).toFixed(0)} ms (${runs} runs)`,
  );
});
