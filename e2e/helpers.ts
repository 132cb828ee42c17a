import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every end-to-end test runs at a fixed moment, so its outcome never depends on the hour it runs
 * at: the page's clock (and so the in-browser mock's) starts at its project's `now` (the morning,
 * or `E2E_NOW`) and flows from there. The specs that depend on the time of day run at another
 * moment too, in a project of their own (playwright.config.ts).
 */
export const e2eNow = new Date(process.env.E2E_NOW ?? '2026-11-20T09:30:00Z');
if (Number.isNaN(e2eNow.getTime())) throw new Error(`E2E_NOW is not a date: ${process.env.E2E_NOW}`);

/** The options a project of playwright.config.ts sets. */
export interface E2eOptions {
  /** The moment the test's pages start at (ISO). */
  now: string;
}

export const test = base.extend<{ demoDelays: boolean } & E2eOptions>({
  now: [e2eNow.toISOString(), { option: true }],
  /**
   * Whether the demo's in-browser API waits the spec's delays before it answers (sign-in 1.5 s, a
   * password link 1 s). Off in the tests, which wait on what the page shows; demo.spec.ts keeps
   * them on where it checks what a user sees while they run.
   */
  demoDelays: [false, { option: true }],
  context: async ({ context, demoDelays, now }, use) => {
    await context.clock.install({ time: new Date(now) });
    if (!demoDelays) await context.addInitScript(() => localStorage.setItem('courier.demoDelays', 'off'));
    await use(context);
  },
});
export { expect };

/** Page errors and console messages of these kinds (errors by default): a page that works leaves none. */
export function watchErrors(page: Page, kinds: readonly string[] = ['error']) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A resource that failed names its address, so that a failure says which one.
  page.on(
    'console',
    (message) =>
      kinds.includes(message.type()) &&
      errors.push(
        message.text().startsWith('Failed to load resource')
          ? `${message.text()}: ${message.location().url}`
          : message.text(),
      ),
  );
  return errors;
}

/** Signs in from the demo accounts and waits for the page asked for (another person's session ends first). */
export async function signIn(page: Page, email: string, path: string) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.removeItem('courier.accessToken'));
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
  await expect(page).toHaveURL(path);
}

/**
 * Types into a combobox whose options load as one types (a customer), and picks the first option
 * for that text. While the options for the text load, the old ones stay in view but cannot be
 * chosen (the ComboBox's rule): a click on one then does nothing, so the pick is tried again
 * until the field shows the choice.
 */
export async function chooseFirst(page: Page, name: RegExp, text: string) {
  const box = page.getByRole('combobox', { name });
  await box.fill(text);
  await expect(async () => {
    // The first customer found, never the picker's own last entry ("New customer …"), which is
    // alone in the list while the customers for the text are still loading.
    const option = page
      .getByRole('option')
      .filter({ hasNotText: /^\s*(New|Yeni) / })
      .first();
    // A field filled while the page was still settling may not have opened its list: type again.
    if (!(await option.isVisible())) {
      await box.fill('');
      await box.fill(text);
    }
    await expect(option).toBeVisible({ timeout: 2_000 });
    await expect(option).not.toHaveAttribute('aria-disabled', 'true', { timeout: 1_000 });
    // Forced: the list's popover can be held "unstable" for seconds on a loaded machine (its
    // position is measured again as the options arrive), and whether the pick took is checked next.
    await option.click({ timeout: 1_000, force: true });
    await expect(box).not.toHaveValue(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Opens a select named by its label (the button's name ends with it) until `option` shows, and
 * returns that option. A select whose options are still loading does not open, and a press that
 * lands while the page is still busy can leave the list closed: it is pressed again until it shows.
 */
export async function showOption(page: Page, label: RegExp, option: RegExp | string) {
  const button = page.getByRole('button', { name: label }).and(page.locator('[aria-haspopup="listbox"]'));
  const choice = page.getByRole('option', { name: option }).first();
  await expect(async () => {
    if (!(await choice.isVisible())) await button.click();
    await expect(choice).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return choice;
}

/** Picks an option of a select named by its label. */
export async function pick(page: Page, label: RegExp, option: RegExp | string) {
  await (await showOption(page, label, option)).click();
}

/** Types a day into a date field, day first (English as written in Türkiye, en-GB, and Turkish). */
export async function typeDay(page: Page, label: RegExp, isoDay: string) {
  const [y, m, d] = isoDay.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d}${m}${y}`);
}

/** A day `days` from the tests' today, `YYYY-MM-DD`. */
export const dayFromNow = (days: number) => new Date(e2eNow.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The page's own time (the installed clock, which has flowed since the test began). */
export const pageNow = async (page: Page) => new Date(await page.evaluate(() => Date.now()));

/** Deletes the record shown, after the confirmation, and checks the list no longer finds it. */
export async function deleteShown(page: Page, dialogName: string, listPath: string, search: string, table: string) {
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: dialogName }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(listPath);
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await expect(page.getByRole('table', { name: table }).getByText('Nothing matches these filters')).toBeVisible();
}

/**
 * A picture as a file chooser gives it, drawn by the page's own canvas: `width`×`height` px, a
 * coloured ground and a disc (the same bytes on every run), as `type`.
 */
export async function pictureFile(page: Page, name: string, width: number, height: number, type = 'image/png') {
  const dataUrl = await page.evaluate(
    ([w, h, t]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#ea580c';
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#ffffff';
      g.beginPath();
      g.arc(w / 2, h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
      g.fill();
      return canvas.toDataURL(t);
    },
    [width, height, type] as const,
  );
  return { name, mimeType: type, buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}
