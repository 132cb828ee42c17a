import type { Page } from '@playwright/test';
import { expect, signIn, test } from './helpers';

/** The demo accounts, one per role (the sign-in page lists them). */
const demoAccounts = ['admin', 'manager', 'dispatcher', 'clerk', 'driver', 'support', 'finance'].map((role) => ({
  role,
  email: `${role}@courier.test`,
}));

/**
 * Every in-app link resolves to a screen, for each demo account: the links of the navigation (all
 * four trees), the shortcuts, messages, notifications and activities, the search's results for a
 * few words, and then every link the pages they lead to show, breadth first. Each is opened in
 * the app as its router opens it, and none may show "not found" or the error page.
 */
const notFound =
  /^(Page not found|Something went wrong|Guide not found|Conversation not found|This task no longer exists)$/;
// Pages that end the session or belong to signing in are not crawled: they are not a place to go from inside.
const skipped = /^\/(sign-out|sign-in|sign-up|forgot-password|reset-password|confirmation-required|unlock-session)\b/;
const searches = ['an', 'trip', 'lease', 'Ankara', 'rate'];
// A shape of address (ids taken out) is opened at most this often: one parcel page stands for the others.
const perShape = 1;
const budget = 150;
/**
 * The sample-data areas (apps, docs, dashboards) are the same screens for every role, over each
 * user's own copy of the sample: one account's crawl of them stands for the others in the same
 * run (the accounts run one after the other in one worker; a test run alone crawls them itself).
 */
const sampleArea = /^\/(apps|docs|dashboards)\//;
const crawledSampleShapes = new Set<string>();

/** The links the account's data holds, read from the API as the app reads it. */
async function seedLinks(page: Page): Promise<string[]> {
  return page.evaluate(async (words) => {
    const token = localStorage.getItem('courier.accessToken') ?? sessionStorage.getItem('courier.accessToken');
    const call = async (path: string, body?: unknown) => {
      const response = await fetch(path, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json();
    };
    const links: string[] = [];
    const walk = (items: { link?: string; children?: unknown[] }[]) => {
      for (const item of items) {
        if (item.link) links.push(item.link);
        if (item.children) walk(item.children as typeof items);
      }
    };
    const navigation = (await call('/api/common/navigation')) as Record<
      string,
      { link?: string; children?: unknown[] }[]
    >;
    for (const tree of Object.values(navigation)) walk(tree);
    for (const path of [
      '/api/common/shortcuts',
      '/api/common/messages',
      '/api/common/notifications',
      '/api/pages/activities',
    ])
      walk((await call(path)) as { link?: string }[]);
    for (const query of words)
      for (const set of (await call('/api/common/search', { query })) as { results: { link: string }[] }[])
        walk(set.results);
    return links;
  }, searches);
}

/** Waits until the page has stopped changing for a moment (the route loaded, its data shown), at most 5 s. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 150);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 150);
        });
        const cap = setTimeout(done, 5_000);
        function done() {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );

const shapeOf = (path: string) =>
  path
    .split('?')[0]!
    .split('/')
    .map((part) => (/\d/.test(part) ? ':id' : part))
    .join('/');

async function crawl(page: Page, seeds: string[]) {
  const queue = [...new Set(seeds.filter((link) => link.startsWith('/') && !skipped.test(link)))];
  const seen = new Set(queue);
  const shapes = new Map<string, number>();
  const visited: string[] = [];
  const broken: string[] = [];
  let crawledBefore = 0;
  while (queue.length && visited.length < budget) {
    const link = queue.shift()!;
    const shape = shapeOf(link);
    if ((shapes.get(shape) ?? 0) >= perShape) continue;
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    if (sampleArea.test(shape)) {
      if (crawledSampleShapes.has(shape)) {
        crawledBefore++;
        continue;
      }
      crawledSampleShapes.add(shape);
    }
    visited.push(link);
    // As the app's own links do: the router takes the new address (a history entry, then popstate).
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await settled(page);
    // A page heading shows and nothing is loading any more. A page the role may not open sends
    // it to one it may (its start page): that is an answer too, not a "not found".
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [role="progressbar"][aria-label="Loading"]')).toHaveCount(0);
    const headings = await page.locator('h1, h2, [role="alert"], p').allTextContents();
    if (headings.some((text) => notFound.test(text.trim()))) broken.push(link);
    const found = await page
      .locator('main a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    for (const next of found) {
      if (!seen.has(next) && !skipped.test(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { visited, broken, crawledBefore };
}

for (const account of demoAccounts) {
  test(`every in-app link resolves for the ${account.role}`, async ({ page }) => {
    test.setTimeout(360_000);
    await signIn(page, account.email, '/apps/activities');
    const seeds = await seedLinks(page);
    // The data's own targets are all there: the sample's activities lead to the help centre, the docs and a chat.
    expect(seeds).toEqual(
      expect.arrayContaining(['/apps/help-center', '/docs/changelog', '/apps/chat', '/apps/tasks']),
    );
    const { visited, broken, crawledBefore } = await crawl(page, seeds);
    expect(broken).toEqual([]);
    expect(visited.length + crawledBefore).toBeGreaterThan(15);
  });
}
