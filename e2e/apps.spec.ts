import { deleteShown, expect, pick, signIn, test, typeDay } from './helpers';

/**
 * The sample areas' screens inside the app: a task found by the top bar's search opens beside the
 * team's list; a task is done by its checkbox and stays done after a reload.
 */
test('a task found by search opens in the Tasks app, and marking it done is kept', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.goto('/secure/dashboard?layout=dense');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('lease');
  await page.getByRole('option', { name: /Renew the Ankara hub lease/ }).click();
  await expect(page).toHaveURL(/\/apps\/tasks\/tsk_\w+$/);
  const panel = page.getByRole('region', { name: 'Renew the Ankara hub lease' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();

  const done = page.getByRole('checkbox', { name: 'Done: Renew the Ankara hub lease' });
  const wasDone = await done.isChecked();
  await panel.getByText('Completed').click();
  await expect(done).toBeChecked({ checked: !wasDone });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Done: Renew the Ankara hub lease' })).toBeChecked({
    checked: !wasDone,
  });

  // An unknown task says so beside the list; an unknown app is a page not found inside the frame.
  await page.goto('/apps/tasks/tsk_none');
  await expect(page.getByText('This task no longer exists')).toBeVisible();
  await page.goto('/apps/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // The sample's old e-commerce address leads to the inventory.
  await page.goto('/apps/ecommerce');
  await expect(page).toHaveURL(/\/apps\/inventory(\/|$)/);
});

test('every role finds the apps in the menu: a driver opens the team tasks from it', async ({ page }) => {
  await signIn(page, 'driver@courier.test', '/secure/round');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByText('Apps', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL('/apps/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
});

test('a task is moved into another section with the keyboard alone, and the order is kept', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/apps/tasks');
  const list = page.getByRole('grid', { name: 'Tasks' });
  const handles = () => list.getByRole('button', { name: /^Move (task|section): / });
  await expect(handles().nth(1)).toHaveAccessibleName('Move task: Prepare the Q4 network review');
  // Into the list (its first row) from the header's last link, down to the task, into its row (the handle), then Enter starts the move.
  await page.getByRole('link', { name: 'New task' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(handles().nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const target = page.getByRole('button', { name: 'Insert between Customers and Call Anadolu Tekstil about returns' });
  for (let i = 0; i < 8 && !(await target.evaluate((el) => el === document.activeElement).catch(() => false)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  // Under the "Customers" section now, first in it.
  const firstSix = [
    'Move section: Company internal',
    'Move task: Renew the Ankara hub lease',
    'Move task: Check the new scanner firmware',
    'Move section: Customers',
    'Move task: Prepare the Q4 network review',
    'Move task: Call Anadolu Tekstil about returns',
  ];
  await expect
    .poll(async () => (await handles().evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))).slice(0, 6))
    .toEqual(firstSix);
  await page.reload();
  await expect
    .poll(async () => (await handles().evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))).slice(0, 6))
    .toEqual(firstSix);
});

test('the activities feed lists what happened lately, in Turkish too, and its links open the pages they name', async ({
  page,
}) => {
  await signIn(page, 'manager@courier.test', '/secure/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL('/apps/activities');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('TRP-2026-00131', { exact: true })).toBeVisible();
  await expect(today.getByText(/^2[56] minutes ago ·/)).toBeVisible();
  await page.getByRole('link', { name: 'CMP-000187' }).click();
  await expect(page).toHaveURL('/secure/complaints');
  await page.addInitScript(() => localStorage.setItem('courier.language', 'tr'));
  await page.goto('/apps/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Etkinlikler' })).toBeVisible();
  await expect(page.getByText('Bir şikâyet çözüldü')).toBeVisible();
});

test('the help centre: an activity leads to it, a search finds a guide, the questions open, and it reads in Turkish', async ({
  page,
}) => {
  await signIn(page, 'clerk@courier.test', '/apps/activities');
  await page.getByRole('link', { name: 'Plan a trip' }).click();
  await expect(page).toHaveURL('/apps/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('seal');
  // Only the guides whose title or subtitle says it (not their bodies), with the match marked.
  const results = page.getByRole('region', { name: /results?$/ });
  await expect(results.getByRole('link', { name: 'Seal a trip' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Plan a trip' })).toHaveCount(0);
  // The product's own guides: scanning offline, the proof of delivery, the CSV imports, the roles.
  for (const [typed, guide] of [
    ['connection', 'Scan without a connection'],
    ['proof', 'Take a proof of delivery'],
    ['csv', 'Import bookings'],
    ['roles', 'Roles and what they may do'],
  ]) {
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill(typed!);
    await expect(results.getByRole('link', { name: guide })).toBeVisible();
  }
  await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('trip');
  await expect(results.locator('mark', { hasText: 'trip' }).first()).toBeVisible();
  await results.getByRole('link', { name: 'Plan a trip' }).first().click();
  await expect(page).toHaveURL('/apps/help-center/guides/getting-started/plan-a-trip');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan a trip' })).toBeVisible();
  await expect(page.getByText('Load the parcels and seal the truck.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Getting started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.locator('main a[href^="/apps/help-center/guides/getting-started/"]')).toHaveCount(6);

  // The questions by category; one opens to its answer.
  await page.goto('/apps/help-center/faqs/payments');
  await page.getByRole('button', { name: 'Is VAT included in the price?' }).click();
  await expect(page.getByText('Yes, every price shown includes VAT.', { exact: false })).toBeVisible();
  // A guide that does not exist says so.
  await page.goto('/apps/help-center/guides/getting-started/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();

  await page.addInitScript(() => localStorage.setItem('courier.language', 'tr'));
  await page.goto('/apps/help-center/guides/getting-started/plan-a-trip');
  await expect(page.getByRole('heading', { level: 1, name: 'Sefer planlama' })).toBeVisible();
  await expect(page.getByText('Gönderileri yükleyin ve aracı mühürleyin.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Başlarken' })).toBeVisible();
});

test('the documentation: the changelog opens from an activity (a page load), and its contents lead to the introduction', async ({
  page,
}) => {
  await signIn(page, 'driver@courier.test', '/apps/activities');
  await page.getByRole('link', { name: 'Open', description: 'The partner portal changelog was updated' }).click();
  await expect(page).toHaveURL('/docs/changelog');
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Version 1.6' })).toContainText('Help centre');
  await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Introduction' }).click();
  await expect(page).toHaveURL('/docs/guides/getting-started/introduction');
  await expect(page.getByRole('heading', { level: 2, name: 'Who uses it' })).toBeVisible();
  await page.goto('/docs/nothing');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the chat app: a mention leads to the chat, a message sent in a conversation shows in the quick chat and stays after a reload', async ({
  page,
}) => {
  await signIn(page, 'dispatcher@courier.test', '/apps/activities');
  await page.getByRole('link', { name: 'Open', description: /mentioned you in the team chat/ }).click();
  await expect(page).toHaveURL('/apps/chat');
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/apps\/chat\/usr_\d+~usr_\d+$/);
  const conversation = new URL(page.url()).pathname;
  const log = page.getByRole('log', { name: /^Messages with / });
  await expect(log).toBeVisible();
  const name = (await log.getAttribute('aria-label'))!.replace('Messages with ', '');
  const box = page.getByRole('main').getByRole('textbox', { name: 'Message' });
  await box.fill('The Bursa truck is sealed');
  await box.press('Enter');
  await expect(log.getByText('The Bursa truck is sealed')).toBeVisible();
  await expect(box).toHaveValue('');
  // The quick chat (in the fuller top bars) shows the same conversations.
  await page.goto(`${conversation}?layout=dense`);
  await page.getByRole('button', { name: /^Team chat/ }).click();
  await page.getByRole('dialog').getByRole('button', { name }).click();
  await expect(page.getByRole('dialog').getByText('The Bursa truck is sealed')).toBeVisible();
  await page.keyboard.press('Escape');
  // Muting is kept; the contact's info opens beside the conversation. The button turns at once
  // (the change is shown before the API answers); the reload waits for the answer, as a write is
  // kept once it is answered.
  const muted = page.waitForResponse(
    (r) => r.url().endsWith('/api/apps/chat/chat') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  expect((await muted).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('log', { name: /^Messages with / }).getByText('The Bursa truck is sealed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await page.getByRole('button', { name: 'Contact info' }).click();
  await expect(
    page.getByRole('complementary', { name: /^Contact info of / }).getByRole('link', { name: /@courier\.test$/ }),
  ).toBeVisible();
  await page.goto('/apps/chat/cht_none');
  await expect(page.getByText('Conversation not found')).toBeVisible();
});

test('the icon catalogue: a set by its address, a search, and the chosen icon’s name copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'support@courier.test', '/apps/activities');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Icons' }).click();
  await expect(page).toHaveURL('/apps/icons/heroicons-outline');
  const grid = page.getByRole('grid', { name: 'Heroicons Outline icons' });
  await expect(grid).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('truck');
  await grid.getByRole('row', { name: 'heroicons_outline:truck' }).click();
  await expect(page.getByText('Copied heroicons_outline:truck')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('heroicons_outline:truck');
  // Another set: the address follows; the two-tone names carry no namespace.
  await page.getByRole('button', { name: /Icon set/ }).click();
  await page.getByRole('option', { name: 'Material Twotone' }).click();
  await expect(page).toHaveURL('/apps/icons/material-twotone');
  // The search stays as it was (the set's trucks), and narrows it further.
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('local ship');
  await expect(
    page.getByRole('grid', { name: 'Material Twotone icons' }).getByRole('row', { name: 'local_shipping' }),
  ).toBeVisible();
});

test('the file manager: into a folder and back by its trail, a file’s details, renamed and moved, and the list view kept', async ({
  page,
}) => {
  await signIn(page, 'manager@courier.test', '/apps/file-manager');
  const items = page.getByRole('list', { name: 'Folders and files' });
  await items.getByRole('link', { name: /Operations/ }).click();
  await expect(page).toHaveURL('/apps/file-manager/folders/fld_2');
  await items.getByRole('link', { name: /Safety/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Safety' })).toBeVisible();
  await items.getByRole('link', { name: /Fire drill plan/ }).click();
  await expect(page.getByRole('complementary', { name: 'Details of Fire drill plan' })).toContainText('TXT');
  const trail = page.getByRole('navigation', { name: 'Folders' });
  await expect(trail.getByRole('link')).toHaveText(['File manager', 'Operations', 'Safety']);
  // A manager renames the company's file (a name taken in the folder is refused) and moves it up.
  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Fire drill plan' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Forklift instructions');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('That name is taken in this folder')).toBeVisible();
  await rename.getByRole('textbox', { name: 'Name' }).fill('Fire drill plan 2027');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await page
    .getByRole('complementary', { name: 'Details of Fire drill plan 2027' })
    .getByRole('button', { name: 'Move to…' })
    .click();
  const move = page.getByRole('dialog', { name: 'Move Fire drill plan 2027 to…' });
  await move.getByRole('option', { name: 'Operations', exact: true }).click();
  await move.getByRole('button', { name: 'Move here' }).click();
  await expect(items.getByRole('link', { name: /Fire drill plan/ })).toHaveCount(0);
  await trail.getByRole('link', { name: 'Operations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await expect(items.getByRole('link', { name: /Fire drill plan 2027/ })).toBeVisible();
  await page.getByRole('radio', { name: 'List' }).click();
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Folders and files' }).getByRole('row', { name: /Returns procedure/ }),
  ).toBeVisible();
  await page.goto('/apps/file-manager/folders/fld_404');
  await expect(page.getByText('Folder not found')).toBeVisible();
});

test('the academy: courses by category, a course opened where the user is, step by step, in Turkish too', async ({
  page,
}) => {
  await signIn(page, 'clerk@courier.test', '/apps/academy');
  const list = page.getByRole('list', { name: 'Courses' });
  await expect(list.getByRole('listitem')).toHaveCount(12);
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Fleet' }).click();
  await expect(page).toHaveURL('/apps/academy?category=fleet');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByRole('link', { name: /: Safe loading$/ }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/crs_06$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Safe loading' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await steps.getByRole('link', { name: /^Step 1 / }).click();
  await expect(page.getByText(/^Step 1 of \d$/)).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'The basics' })).toBeVisible();
  // The last step's Finish: the course is done, kept by the server for this user.
  await steps.getByRole('link').last().click();
  await page.getByRole('link', { name: 'Finish' }).click();
  await expect(page).toHaveURL('/apps/academy');
  const progress = page.getByRole('progressbar', { name: 'Progress in Safe loading' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');

  await page.goto('/apps/academy/crs_06?step=2');
  await page.addInitScript(() => localStorage.setItem('courier.language', 'tr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Temeller' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Güvenli yükleme' })).toBeVisible();
});

test('the project and analytics dashboards: figures, charts with their tables, and the sample’s labels in Turkish', async ({
  page,
}) => {
  await signIn(page, 'finance@courier.test', '/dashboards/project');
  await expect(page.getByRole('heading', { level: 1, name: 'Project' })).toBeVisible();
  const issues = page.getByRole('region', { name: 'Issues' });
  await issues.getByText('Show the numbers as a table').click();
  await expect(issues.getByRole('table', { name: 'New and closed issues by day' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('table', { name: 'Budget details' }).getByRole('row')).toHaveCount(6);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Analytics dashboard' })
    .click();
  await expect(page).toHaveURL('/dashboards/analytics');
  await expect(page.getByRole('region', { name: 'Language' })).toContainText('Turkish');
  await page.addInitScript(() => localStorage.setItem('courier.language', 'tr'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Dil' })).toContainText('Türkçe');
  await page.goto('/dashboards/nothing');
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
});

test('contacts: found by a search typed without Turkish letters, edited with a phone abroad, a photo changed, a new one refused then made, and deleted', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL('/apps/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  const count = Number((await page.getByText(/^\d+ contacts$/).textContent())!.split(' ')[0]);
  const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  const name = (await first.getByRole('img').getAttribute('aria-label'))!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A second phone, in Germany, written with its dial code: kept without it, shown in Germany's format.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit contact' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a phone' }).click();
  const phones = page.getByRole('group', { name: /^Phone \d+$/ });
  const added = phones.last();
  const country = added.getByRole('combobox', { name: 'Country' });
  await country.fill('');
  await country.pressSequentially('Germ');
  // Picked by its name: under load the list may still be narrowing when a key would pick its first.
  await page.getByRole('option', { name: 'Germany (+49)' }).click();
  await expect(country).toHaveValue('Germany (+49)');
  await added.getByRole('textbox', { name: 'Number' }).fill('+49 30 901820');
  await added.getByRole('textbox', { name: 'Label' }).fill('Work');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Calls back after <b>five</b>.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: '+49 30 901820' })).toHaveAttribute('href', 'tel:+4930901820');
  await expect(page.getByText('Calls back after <b>five</b>.')).toBeVisible();

  // A photo: drawn again as a JPEG square in the browser, then taken.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Photo changed')).toBeVisible();
  await expect(page.getByRole('img', { name }).locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  // A new contact: refused without a name, made with one; found by a search without Turkish letters.
  await page.goto('/apps/contacts/new');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('link', { name: 'Name: This field is required' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Name' }).fill('Şükrü Öztürk');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('sukru@example.com');
  await page.getByRole('textbox', { name: 'Number' }).fill('0532 111 22 33');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Şükrü Öztürk' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+90 532 111 22 33' })).toBeVisible();
  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('sukru oz');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  // One more contact: the refused form made none.
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('');
  await expect(page.getByText(`${count + 1} contacts`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('sukru oz');

  // Deleted: asked first, gone from the list and from its address.
  await page.getByRole('link', { name: /Şükrü Öztürk/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/apps/contacts');
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('sukru');
  await expect(page.getByText('No contact matches “sukru”')).toBeVisible();
  await page.goto('/apps/contacts/cnt_none');
  await expect(page.getByText('This contact does not exist')).toBeVisible();
});

/** "₺1,924.00" as a number. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('inventory: a manager sorts and pages the products, changes a price that follows its tax, makes a product and deletes it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'manager@courier.test', '/secure/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/\/apps\/inventory(\/|$)/);
  const table = page.getByRole('table', { name: 'Inventory' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText('1–25 of 40')).toBeVisible();

  // Sorted by the price with tax, dearest first, by the server: the order holds across the page.
  const sortByPrice = table.getByRole('button', { name: 'Price with tax' });
  await sortByPrice.click();
  await expect(page).toHaveURL(/sort=price/);
  if (!page.url().includes('order=desc')) await sortByPrice.click();
  await expect(page).toHaveURL(/sort=price&order=desc/);
  await expect(table.getByRole('columnheader', { name: /Price with tax/ })).toHaveAttribute('aria-sort', 'descending');
  const prices = async () => (await rows.locator('td:nth-last-child(2)').allTextContents()).map(amount);
  await expect(async () => {
    const shown = await prices();
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  }).toPass();
  const lowestOnFirst = Math.min(...(await prices()));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('26–40 of 40')).toBeVisible();
  await expect(rows).toHaveCount(15);
  expect(Math.max(...(await prices()))).toBeLessThanOrEqual(lowestOnFirst);

  // A search by name goes back to the first page.
  await page.getByRole('searchbox', { name: 'Search' }).fill('zeon');
  await expect(page).toHaveURL(/q=zeon/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(async () => {
    const names = await rows.locator('td:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/zeon/i);
  }).toPass();

  // The price with tax follows the base price and the tax as they are typed, and is kept.
  const name = (await rows.first().locator('td:first-child').textContent())!;
  await rows.first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Base price/ }).fill('1000');
  await page.getByRole('textbox', { name: /^Tax/ }).fill('18');
  await page.getByRole('textbox', { name: /^Tax/ }).blur();
  await expect(page.getByTestId('price')).toHaveText('₺1,180.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  // A reload starts the app again (in the demo, its in-browser server too).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('₺1,180.00');

  // A new product: refused until it has what it needs, then made, on sale, with its price.
  await page.goto('/apps/inventory/new');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('link', { name: 'Name: This field is required' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Parcel tape 48 mm');
  await pick(page, /Category$/, 'Unisex');
  await pick(page, /Brand$/, 'Benton');
  await pick(page, /Vendor$/, 'Evel');
  await page.getByRole('textbox', { name: /^SKU/ }).fill('TAPE-48');
  await page.getByRole('textbox', { name: /^In stock/ }).fill('120');
  await page.getByRole('textbox', { name: /^Weight/ }).fill('0.3');
  await page.getByRole('textbox', { name: /^Cost/ }).fill('20');
  await page.getByRole('textbox', { name: /^Base price/ }).fill('45');
  await page.getByText('On sale (active)').click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel tape 48 mm' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('₺54.00');
  await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to inventory' }).click();
  await expect(page.getByText('1–25 of 41')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel tape 48 mm' })).toBeVisible();

  // Deleted: asked first, and gone from the list.
  await deleteShown(page, 'Delete Parcel tape 48 mm?', '/apps/inventory', 'tape-48', 'Inventory');
});

test('inventory: a clerk reads the products but changes nothing, and the server refuses him too', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.goto('/apps/inventory');
  const table = page.getByRole('table', { name: 'Inventory' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
  await table.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/apps\/inventory\/prd_\d+$/);
  const id = page.url().split('/').at(-1)!;
  await expect(page.getByRole('region', { name: 'Price' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Each address loads the app afresh (in the demo, its in-browser server too).
  await page.goto(`/apps/inventory/${id}/edit`);
  await expect(page).toHaveURL(`/apps/inventory/${id}`);
  await page.goto('/apps/inventory/new');
  await expect(page).toHaveURL(/\/apps\/inventory(\/|$)/);
  // The URL matched before the redirect; the list drawn says the app, and the demo's in-browser API, answer.
  await expect(page.getByRole('table', { name: 'Inventory' }).locator('tbody tr').first()).toBeVisible();
  const refused = await page.evaluate(async (productId) => {
    const token = localStorage.getItem('courier.accessToken') ?? sessionStorage.getItem('courier.accessToken');
    const response = await fetch('/api/apps/ecommerce/inventory/product', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: productId, product: { basePrice: 1 } }),
    });
    return { status: response.status, body: await response.json() };
  }, id);
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe('forbidden');
  await page.goto('/apps/inventory/prd_none');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the scrumboard: a card added, moved to another list with the keyboard alone, labelled, given, checked and commented, kept after a reload, and deleted; a new board shared', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Scrumboard' }).click();
  await expect(page).toHaveURL('/apps/scrumboard');
  await page.getByRole('link', { name: 'Hub automation' }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/brd_1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hub automation' })).toBeVisible();

  // Added at the foot of "Done".
  const done = page.getByRole('region', { name: /^Done/ });
  await done.getByRole('button', { name: 'Add a card' }).click();
  await done.getByRole('textbox', { name: 'Card title' }).fill('Check the dock door sensors');
  await done.getByRole('textbox', { name: 'Card title' }).press('Enter');
  const handle = page.getByRole('button', { name: 'Move card: Check the dock door sensors' });
  await expect(done.getByRole('grid').getByRole('row').last()).toContainText('Check the dock door sensors');

  // Enter on its handle, Shift+Tab back to "In progress" (past the card itself, which cancels), Enter: the card moves there.
  await handle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('aria-roledescription', 'drop indicator');
  const inProgress = page.getByRole('region', { name: /^In progress/ });
  for (let i = 0; i < 4 && !(await inProgress.locator(':focus').count()); i++) await page.keyboard.press('Shift+Tab');
  await expect(inProgress.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(inProgress.getByText('Check the dock door sensors')).toBeVisible();
  await expect(done.getByText('Check the dock door sensors')).toHaveCount(0);

  // Opened (its address names it), labelled Urgent, due on a day.
  await inProgress.getByText('Check the dock door sensors').click();
  await expect(page).toHaveURL(/card=brd_1\.bcd/);
  const editor = page.getByRole('dialog', { name: 'Card' });
  await editor.getByText('Urgent', { exact: true }).click();
  await expect(editor.getByRole('checkbox', { name: 'Urgent' })).toBeChecked();
  await typeDay(page, /Due day/, '2030-01-15');
  // Given to herself, with a checklist item and a comment (kept at once, for the board's other members).
  await editor.getByRole('button', { name: /Assigned to/ }).click();
  await page.getByRole('option', { name: 'Selin Arslan' }).click();
  await editor.getByRole('textbox', { name: 'New item' }).fill('Test the left sensor');
  await editor.getByRole('textbox', { name: 'New item' }).press('Enter');
  await editor.getByRole('textbox', { name: 'Write a comment' }).fill('The left one blinks.');
  await editor.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(editor.getByRole('region', { name: 'Comments' }).getByText('The left one blinks.')).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await page.reload();
  const card = page
    .getByRole('region', { name: /^In progress/ })
    .getByRole('row')
    .filter({ hasText: 'Check the dock door sensors' });
  await expect(card).toContainText('Urgent');
  await expect(card).toContainText('Due 15 Jan 2030');
  await expect(card.getByRole('img', { name: 'Checklist: 0 of 1 done' })).toBeVisible();
  await expect(card.getByRole('img', { name: '1 comment' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Assigned to Selin Arslan' })).toBeVisible();

  // Deleted from its editor, after a question.
  await card.getByText('Check the dock door sensors').click();
  await page.getByRole('dialog', { name: 'Card' }).getByRole('button', { name: 'Delete card' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete the card “Check the dock door sensors”?' })
    .getByRole('button', { name: 'Delete card' })
    .click();
  await expect(page.getByText('Check the dock door sensors', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hub automation' })).toBeVisible();
  await expect(page.getByText('Check the dock door sensors', { exact: true })).toHaveCount(0);

  // A board of her own, shared with the manager.
  await page.getByRole('link', { name: 'All boards' }).click();
  await page.getByRole('button', { name: 'New board' }).click();
  const made = page.getByRole('dialog', { name: 'New board' });
  await made.getByRole('textbox', { name: 'Board title' }).fill('Dock sensors');
  await made.getByRole('combobox', { name: 'Add a member' }).fill('Murat');
  await page.getByRole('option', { name: 'Murat Özkan' }).click();
  await made.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dock sensors' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Members: Selin Arslan, Murat Özkan' })).toBeVisible();
});

test('notes: a checklist ticked on the board, a note made with a checklist, a label and a reminder, archived, and deleted', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL('/apps/notes');
  const views = page.getByRole('navigation', { name: 'Notes views' });

  // Ticked on the board, kept after a reload.
  const rolls = page
    .getByRole('list', { name: 'Checklist of Depot supplies' })
    .getByRole('checkbox', { name: 'Label rolls' });
  const wasTicked = await rolls.isChecked();
  await page.getByRole('list', { name: 'Checklist of Depot supplies' }).getByText('Label rolls').click();
  await expect(rolls).toBeChecked({ checked: !wasTicked });
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Checklist of Depot supplies' }).getByRole('checkbox', { name: 'Label rolls' }),
  ).toBeChecked({ checked: !wasTicked });

  // A new note, open in the address while it is edited.
  await page.getByRole('button', { name: 'New note' }).click();
  await expect(page).toHaveURL(/note=new/);
  const editor = page.getByRole('dialog', { name: 'New note' });
  await editor.getByRole('textbox', { name: 'Title' }).fill('Call the Van branch');
  await editor.getByRole('textbox', { name: 'New checklist line' }).fill('Ask about the opening day');
  await editor.getByRole('textbox', { name: 'New checklist line' }).press('Enter');
  await expect(editor.getByRole('textbox', { name: 'Checklist line 1' })).toHaveValue('Ask about the opening day');
  await editor.getByText('Work', { exact: true }).click();
  await typeDay(page, /Reminder/, '2030-01-15');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const made = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Call the Van branch' }) });
  await expect(made).toContainText('15 Jan 2030');
  await expect(made).toContainText('Work');
  await views.getByRole('link', { name: /^Reminders/ }).click();
  await expect(page).toHaveURL('/apps/notes/reminders');
  await expect(page.getByRole('button', { name: 'Call the Van branch' })).toBeVisible();

  // Archived: out of the notes in use, in the archive.
  await page.getByRole('button', { name: 'Call the Van branch' }).click();
  await page.getByRole('dialog', { name: 'Note' }).getByText('Archived', { exact: true }).click();
  await page.getByRole('dialog', { name: 'Note' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Call the Van branch' })).toHaveCount(0);
  await views.getByRole('link', { name: /^Archive/ }).click();
  await expect(page).toHaveURL('/apps/notes/archive');
  await page.getByRole('button', { name: 'Call the Van branch' }).click();
  await page.getByRole('dialog', { name: 'Note' }).getByRole('button', { name: 'Delete note' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this note?' })
    .getByRole('button', { name: 'Delete note' })
    .click();
  await expect(page.getByRole('button', { name: 'Call the Van branch' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call the Van branch' })).toHaveCount(0);

  // A label made and deleted again: the side list follows.
  await page.getByRole('button', { name: 'Edit labels' }).click();
  const labels = page.getByRole('dialog', { name: 'Edit labels' });
  await labels.getByRole('textbox', { name: 'New label' }).fill('Depot visits');
  await labels.getByRole('textbox', { name: 'New label' }).press('Enter');
  await expect(labels.getByRole('textbox', { name: 'Label name: Depot visits' })).toBeVisible();
  await expect(views.getByRole('link', { name: /^Depot visits/ })).toBeAttached();
  await labels.getByRole('button', { name: 'Delete label: Depot visits' }).click();
  await expect(labels.getByRole('textbox', { name: 'Label name: Depot visits' })).toHaveCount(0);
  await labels.getByRole('button', { name: 'Close' }).last().click();
  await expect(views.getByRole('link', { name: /^Depot visits/ })).toHaveCount(0);
});

test('the mailbox: pages of the inbox, a mail opened and read, two moved to the trash at once, the layout kept, a label made with its address', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Mailbox' }).click();
  await expect(page).toHaveURL('/apps/mailbox/folder/inbox');
  const inbox = page.getByRole('grid', { name: 'Mail in Inbox' });
  await expect(inbox.getByRole('row')).toHaveCount(10);
  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(inbox.getByRole('row')).toHaveCount(10);

  // Opened: beside the list, read from now on.
  const first = inbox.getByRole('row').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/mail=mai_/);
  const region = page.locator('[role="region"]').filter({ has: page.getByText('From', { exact: true }) });
  await expect(region).toBeVisible();
  await expect(first.getByText('Unread ·')).toHaveCount(0);

  // The layout that puts the open mail in the list's place, kept by the server.
  // Each choice is saved before the page is loaded again (the click shows it at once, the write follows).
  const saved = () =>
    page.waitForResponse(
      (answer) => answer.url().endsWith('/api/apps/mailbox/settings') && answer.request().method() === 'PATCH',
    );
  let save = saved();
  await page.getByRole('radio', { name: 'The open mail instead of the list' }).click();
  await expect(inbox).toHaveCount(0);
  expect((await save).ok()).toBe(true);
  await page.reload();
  await expect(region).toBeVisible();
  await expect(page.getByRole('radio', { name: 'The open mail instead of the list' })).toBeChecked();
  await expect(page.getByRole('grid', { name: 'Mail in Inbox' })).toHaveCount(0);
  save = saved();
  await page.getByRole('radio', { name: 'The open mail beside the list' }).click();
  expect((await save).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'The open mail beside the list' })).toBeChecked();
  await region.getByRole('link', { name: 'Back to the list' }).click();

  // Two ticked and moved to the trash together.
  await page.goto('/apps/mailbox/folder/trash');
  const trash = page.getByRole('grid', { name: 'Mail in Trash' });
  await expect(trash.getByRole('row').first()).toBeVisible();
  const before = await trash.getByRole('row').count();
  await page.goto('/apps/mailbox/folder/inbox');
  await inbox.getByRole('row').nth(0).getByRole('checkbox').click({ force: true });
  await inbox.getByRole('row').nth(1).getByRole('checkbox').click({ force: true });
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('group', { name: 'With the selected mail' }).getByRole('button', { name: 'Move to' }).click();
  await page.getByRole('menuitem', { name: 'Trash' }).click();
  await page
    .getByRole('navigation', { name: 'Mail folders' })
    .getByRole('link', { name: /^Trash/ })
    .click();
  await expect(trash.getByRole('row')).toHaveCount(before + 2);

  // A label: its address made from its name.
  await page.getByRole('button', { name: 'Edit labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mail labels' });
  await dialog.getByRole('textbox', { name: 'New label' }).fill('Depot Visits');
  await dialog.getByRole('textbox', { name: 'New label' }).press('Enter');
  await expect(dialog.getByText('Address: depot-visits')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('navigation', { name: 'Mail folders' }).getByRole('link', { name: 'Depot Visits' }).click();
  await expect(page).toHaveURL('/apps/mailbox/label/depot-visits');
  await expect(page.getByText('Nothing here')).toBeVisible();
});
