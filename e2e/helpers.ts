import { expect, type Page } from '@playwright/test';

/** Signs in from the demo accounts and waits for the page asked for (another person's session ends first). */
export async function signIn(page: Page, email: string, path: string) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.removeItem('courier.accessToken'));
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
  await expect(page).toHaveURL(path, { timeout: 10_000 });
}

/** Picks an option of a select named by its label (the button's name ends with it). */
export async function pick(page: Page, label: RegExp, option: RegExp | string) {
  await page.getByRole('button', { name: label }).and(page.locator('[aria-haspopup="listbox"]')).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Types a day into a date field, month first (the English layout). */
export async function typeDay(page: Page, label: RegExp, isoDay: string) {
  const [y, m, d] = isoDay.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${m}${d}${y}`);
}

/** A day `days` from today, `YYYY-MM-DD`. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Deletes the record shown, after the confirmation, and checks the list no longer finds it. */
export async function deleteShown(page: Page, dialogName: string, listPath: string, search: string, table: string) {
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: dialogName }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(listPath);
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await expect(page.getByRole('table', { name: table }).getByText('Nothing to show')).toBeVisible();
}
