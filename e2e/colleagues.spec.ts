import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPassword } from '../packages/store/src/seed/demoAccounts';
/** The built server on a fresh embedded database (playwright.config.ts starts it for server.spec.ts too). */
const serverUrl = 'http://127.0.0.1:4174';

/**
 * Colleagues on the built server, each in his own browser: the administrator writes to the
 * manager in chat and it shows in the manager's open quick-chat panel without a reload; the
 * manager answers by mail with an attachment, and the administrator opens the mail and downloads it.
 */
async function signIn(page: Page, email: string, path: string) {
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await page.getByLabel(/Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path, { timeout: 15_000 });
}
const staff = async (browser: Browser) => (await browser.newContext({ baseURL: serverUrl })).newPage();

test('the administrator writes to the manager in chat, it shows in his open panel; he answers by mail with an attachment', async ({
  browser,
}) => {
  const manager = await staff(browser);
  await signIn(manager, 'manager@courier.test', '/secure/dashboard');
  await manager.getByRole('button', { name: /^Team chat/ }).click();
  const panel = manager.getByRole('dialog', { name: 'Team Chat' });
  await panel.getByRole('button', { name: /Aylin Aksoy/ }).click();
  const log = panel.getByRole('log', { name: 'Messages with Aylin Aksoy' });
  await expect(log).toBeVisible();

  const admin = await staff(browser);
  await signIn(admin, 'admin@courier.test', '/apps/chat');
  await admin.getByRole('link', { name: /Murat Özkan/ }).click();
  // The server keeps its data across a retry: each try writes words of its own (no clock read).
  const words = `Seal SL-${test.info().retry + 1} is at the Bursa desk`;
  await admin.getByRole('textbox', { name: 'Message' }).fill(words);
  await admin.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(admin.getByRole('log').getByText(words)).toBeVisible();

  // In the manager's open panel, without a reload (the event stream); read there, so the writer sees it seen.
  await expect(log.getByText(words)).toBeVisible();
  await expect(admin.getByRole('log').getByText('Seen')).toBeVisible();

  // The manager answers by mail.
  await manager.goto('/apps/mailbox');
  await manager.getByRole('button', { name: 'New mail' }).click();
  const compose = manager.getByRole('dialog', { name: 'New mail' });
  await compose.getByRole('textbox', { name: 'To' }).fill('admin@courier.test');
  const subject = `Re: ${words}`;
  await compose.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await compose.getByRole('textbox', { name: 'Message' }).fill('Thanks, I have it. See https://courier.test/seals');
  // The seal's report as a PDF, chosen through "Attach files" (its input), uploaded at once.
  const report = { name: `Seal SL-${test.info().retry + 1} report.pdf`, mimeType: 'application/pdf' };
  const bytes = Buffer.from(`%PDF-1.4\n% ${words}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
  await compose.locator('input[type=file]').setInputFiles({ ...report, buffer: bytes });
  const attached = compose.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
  await expect(attached).toContainText(report.name);
  await expect(attached).toContainText('1 KB');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(compose).toBeHidden();
  await manager.getByRole('link', { name: /^Sent/ }).click();
  await expect(manager.getByText(subject)).toBeVisible();

  await admin.goto('/apps/mailbox/folder/inbox');
  await admin.getByText(subject).click();
  const mail = admin.getByRole('region', { name: subject });
  await expect(mail.getByRole('link', { name: 'https://courier.test/seals' })).toBeVisible();
  await expect(mail.getByText('Murat Özkan <manager@courier.test>')).toBeVisible();
  // The administrator downloads the attachment: the same name and bytes.
  const attachments = mail.getByRole('region', { name: '1 attachment' });
  await expect(attachments).toContainText(report.name);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    attachments.getByRole('button', { name: `Download ${report.name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(report.name);
  expect(await readFile(await download.path())).toEqual(bytes);
  // A PDF previews in the mail, from its bytes.
  await attachments.getByRole('button', { name: `Preview ${report.name}` }).click();
  await expect(attachments.getByLabel(`Preview of ${report.name}`)).toBeAttached();
});

test('the administrator gives the manager a task: he is told, finds it under Assigned to me and ticks it off', async ({
  browser,
}) => {
  const admin = await staff(browser);
  await signIn(admin, 'admin@courier.test', '/apps/tasks');
  await admin.getByRole('link', { name: 'New task' }).click();
  await expect(admin).toHaveURL('/apps/tasks/new');
  // Each try writes a task of its own (the server keeps its data across a retry).
  const title = `Count the seals at Bursa, try ${test.info().retry + 1}`;
  await admin.getByRole('textbox', { name: /Title/ }).fill(title);
  await admin.getByRole('button', { name: /Given to/ }).click();
  await admin.getByRole('option', { name: 'Murat Özkan' }).click();
  await admin.getByRole('button', { name: 'Create' }).click();
  await expect(admin).toHaveURL(/\/apps\/tasks\/tsk_\w+$/);
  await expect(admin.getByRole('region', { name: title })).toContainText('Given to Murat Özkan');

  const manager = await staff(browser);
  await signIn(manager, 'manager@courier.test', '/apps/tasks/assigned');
  const given = manager.getByRole('region', { name: title });
  await expect(given).toContainText('From Aylin Aksoy');
  await given.getByText(title, { exact: true }).click();
  await expect(given.getByRole('checkbox', { name: title })).toBeChecked();
  // Kept by the server: the author's list shows it done.
  await admin.reload();
  await expect(admin.getByRole('checkbox', { name: `Done: ${title}` })).toBeChecked();
});
