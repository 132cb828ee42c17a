import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, demoPassword } from '@courier/store/demo-accounts';

/**
 * The steps staff wait on most, against the built server (`npm start`'s build on its embedded
 * database, as the end-to-end tests start it): signing in (from the press of "Sign in" to the
 * role's start page with its heading), a wrong password (to the error), and a list reloaded (from
 * the navigation to the first row). Timed inside the page, checked every animation frame.
 * `npm run bench:steps` after `npm run build`.
 */

const serverUrl = 'http://127.0.0.1:4174';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figure = (values: number[]) => `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

/** Presses the form's submit button and returns the ms until `done` holds (checked each frame). */
async function timeSubmit(page: Page, done: string): Promise<number> {
  return page.evaluate(
    (done) =>
      new Promise<number>((resolve, reject) => {
        const holds = new Function(`return (${done})`) as () => boolean;
        const started = performance.now();
        (document.querySelector('form button[type="submit"]') as HTMLButtonElement).click();
        const check = () =>
          holds()
            ? resolve(performance.now() - started)
            : performance.now() - started > 30_000
              ? reject(new Error(`Not reached: ${done} (at ${location.pathname})`))
              : requestAnimationFrame(check);
        requestAnimationFrame(check);
      }),
    done,
  );
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto(`${serverUrl}/sign-in`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
}

test('signing in, for every role', async ({ browser }) => {
  const lines: string[] = [];
  for (const account of demoAccounts) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await fillSignIn(page, account.email, demoPassword);
      times.push(
        await timeSubmit(page, `location.pathname.startsWith('/secure/') && !!document.querySelector('main h1')`),
      );
      await context.close();
    }
    lines.push(`sign-in as ${account.role}: ${figure(times)}`);
  }
  console.log(lines.join('\n'));
});

test('a wrong password', async ({ browser }) => {
  const times: number[] = [];
  // Another account each time, so the sign-in throttle (5 failures an account) never answers instead.
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await fillSignIn(page, demoAccounts[run % demoAccounts.length]!.email, 'wrong-password-1');
    times.push(await timeSubmit(page, `!!document.querySelector('[role="alert"]')?.textContent`));
    await expect(page.getByRole('alert')).toBeVisible();
    await context.close();
  }
  console.log(`wrong password, to the error: ${figure(times)}`);
});

test('a list reloaded, to its first row', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await fillSignIn(page, 'manager@courier.test', demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/secure\//);
  const lines: string[] = [];
  for (const [name, path] of [
    ['parcels', '/secure/parcels'],
    ['trips', '/secure/trips'],
    ['customers', '/secure/customers'],
  ]) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`${serverUrl}${path}`);
      times.push(
        await page
          .waitForFunction(
            () =>
              document.querySelector('table tbody tr:not([aria-hidden]) td:not([colspan])') ? performance.now() : 0,
            undefined,
            { polling: 'raf' },
          )
          .then((h) => h.jsonValue()),
      );
    }
    lines.push(`${name} list reloaded, to the first row: ${figure(times)}`);
  }
  console.log(lines.join('\n'));
  await context.close();
});
