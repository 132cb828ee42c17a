import type { Locator, Page } from '@playwright/test';
import { dayFromNow, expect, signIn, test } from './helpers';

/**
 * The keyboard alone: signing in, opening a page from the content and a failed submit each leave
 * focus somewhere useful, and each new page is announced; the main flows (booking, scanning,
 * planning a trip, the panels) can each be finished without a pointer.
 */
test('with the keyboard alone, each page change lands on its heading and is announced, and a failed booking focuses its first problem', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email address').focus();
  await page.keyboard.type('clerk@courier.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/secure/dashboard');
  const announcer = page.locator('[data-route-announcer]');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(announcer).toHaveText(await page.title());

  await page.goto('/secure/parcels');
  const book = page.getByRole('link', { name: 'Book a parcel' });
  await book.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/secure/parcels/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a parcel' })).toBeFocused();
  await expect(announcer).toHaveText(/^Book a parcel/);

  await page.getByRole('button', { name: 'Book the parcel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: /Sender account/ })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'fields need attention' })).toBeVisible();
});

test('a menu choice focuses the new page’s heading, the skip link passes the menu, and a page loaded directly draws no focus box', async ({
  page,
}) => {
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.goto('/secure/dashboard');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Loaded directly: the heading is where focus starts, with no box drawn round it.
  const focusBoxShown = () =>
    heading.evaluate((h) => h.matches(':focus-visible') || getComputedStyle(h).outlineStyle !== 'none');
  expect(await focusBoxShown()).toBe(false);

  // The first Tab reaches the skip link; Enter passes the menu, and the page's own first link is a few Tabs on.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(inMain).toBe(true);

  // A menu choice by keyboard: the new page's heading takes focus.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Customers' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/secure\/customers/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
});

test('on a phone, a menu choice closes the menu and focuses the new page’s heading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const menu = page.getByRole('dialog', { name: 'Main navigation' });
  await menu.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/secure\/customers/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
});

test('in the default layout Ctrl+K and "/" open the search, which finds a parcel by part of its number and opens it', async ({
  page,
}) => {
  await signIn(page, 'dispatcher@courier.test', '/secure/parcels');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'classic');
  const table = page.getByRole('table', { name: 'Parcels' });
  const number = (await table
    .getByRole('row')
    .nth(1)
    .getByText(/^C[A-Z]\d{9}TR$/)
    .textContent())!;
  const search = page.getByRole('combobox', { name: 'Search' });

  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // Part of the number, as read off a label: the parcel comes in its own group, named by its number.
  await search.fill(number.slice(4, 11));
  const results = page.getByRole('listbox');
  const found = results.getByRole('group', { name: 'Parcels' }).getByRole('option', { name: new RegExp(number) });
  await expect(found).toBeVisible();
  await expect(results).not.toContainText('/secure/');
  await found.click();
  await expect(page).toHaveURL(/\/secure\/parcels\/par_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(number);
});

test('in the classic layout messages and notifications are reached from the user menu', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: /dispatcher@courier\.test/ }).click();
  await expect(page).toHaveURL('/secure/dashboard');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'classic');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: /^Notifications/ }).press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
});

test('with the keyboard alone, the notifications panel opens, marks an item read and closes on the first Escape', async ({
  page,
}) => {
  await signIn(page, 'dispatcher@courier.test', '/secure/trips');
  await page.goto('/secure/trips?layout=modern');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const first = panel.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
  const markRead = first.getByRole('button', { name: 'Mark as read' });
  const open = async () => {
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    // Focus is in the panel; Tab reaches the first item's read button.
    for (let i = 0; i < 6 && !(await markRead.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(markRead).toBeFocused();
  };
  await open();
  // One Escape closes the panel, even while the focused button shows its tooltip; focus returns to the bell.
  await expect(page.getByRole('tooltip', { name: 'Mark as read' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();

  await open();
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

/** Presses Tab until `target` has focus (a keyboard user's way there), at most 40 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('with the keyboard alone, a parcel is received at the counter by scan', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/scanning');
  // A parcel booked at the clerk's own office, not yet received (found through the API).
  const number = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('courier.accessToken')}` };
    const me = await (await fetch('/api/common/user', { headers })).json();
    const { items } = await (
      await fetch(`/api/v1/parcels?status=created&originOfficeId=${me.officeId}&size=1`, { headers })
    ).json();
    return items[0].trackingNumber as string;
  });
  const action = page.getByRole('button', { name: /Action$/ }).and(page.locator('[aria-haspopup="listbox"]'));
  await expect(action).toContainText('Receive at the office');
  const field = page.getByRole('textbox', { name: 'Tracking number' });
  await tabTo(page, field);
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-outcome]')).toContainText('Done');
  await expect(page.locator('[data-outcome]')).toContainText(number);
  // Ready for the next parcel: the field is empty and keeps focus.
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
});

test('with the keyboard alone, a trip is planned', async ({ page }) => {
  await signIn(page, 'dispatcher@courier.test', '/secure/trips');
  await tabTo(page, page.getByRole('link', { name: 'Plan a trip' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan a trip' })).toBeFocused();

  // Each select opens with the arrow key and takes a choice with Enter.
  const choose = async (label: RegExp, option: RegExp) => {
    await tabTo(page, page.getByRole('button', { name: label }).and(page.locator('[aria-haspopup="listbox"]')));
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const wanted = listbox
      .getByRole('option', { name: option })
      .and(page.locator(':not([aria-disabled="true"])'))
      .first();
    for (let i = 0; i < 60 && !(await wanted.evaluate((el) => el.matches('[data-focused]'))); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(listbox).toHaveCount(0);
  };
  await choose(/Route$/, /^R-03 /);
  // Tomorrow at 19:00 Türkiye time: day and time typed into their fields.
  const [y, m, d] = dayFromNow(1).split('-');
  await tabTo(page, page.getByRole('group', { name: /^Day/ }).getByRole('spinbutton').first());
  await page.keyboard.type(`${d}${m}${y}`);
  await tabTo(page, page.getByRole('textbox', { name: /^Departure/ }));
  await page.keyboard.type('19:00');
  await expect(page.getByText(/\d+ trucks? and \d+ drivers? are free then/)).toBeVisible();
  await choose(/Truck$/, /./);
  await choose(/Driver$/, /· CE?$/);
  await tabTo(page, page.getByRole('button', { name: 'Plan the trip' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/secure\/trips\/trp_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText('The truck stands at IST: parcels are loaded and unloaded here.')).toBeVisible();
});
