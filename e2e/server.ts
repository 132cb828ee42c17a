/** The built server of the end-to-end tests (`npm start`: the embedded database, the demo sample), and how a test signs in to it. */
import { expect, type Page } from '@playwright/test';
import { demoPassword } from '../packages/store/src/seed/demoAccounts';

export const serverUrl = 'http://127.0.0.1:4174';

export async function signInWithPassword(page: Page, email: string, path: string) {
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await page.getByLabel(/Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path, { timeout: 15_000 });
}

/** A call of the API with the page's own session (the token the app keeps). */
export const asSignedIn = <T>(page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const token = sessionStorage.getItem('courier.accessToken') ?? localStorage.getItem('courier.accessToken');
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      return (await (
        await fetch(path, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined })
      ).json()) as T;
    },
    { path, body },
  );
