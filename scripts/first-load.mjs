/**
 * First-load weight of the app's pages: the JavaScript and CSS a browser fetches to show a page
 * from a cold cache, gzipped, in KiB. Measured in Debian's Chromium by the requests it makes:
 *
 *   - the app the server serves (`npm run build`, packages/app/dist), through the built server on a
 *     scratch embedded database: /sign-in, /home (public tracking) and the signed-in dashboard;
 *   - the static demo (`npm run build:demo`, packages/app/dist-demo), the same pages, where the
 *     in-browser API (files named mock-…) is counted apart.
 *
 * Each file is gzipped here (level 6, as the server's compression does), so the figure is the same
 * on every machine. Fails when a page passes its budget below.
 *
 * Usage: node scripts/first-load.mjs [--json] [--files]  (--files lists each page's files by size)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { accessToken, demoAdmin, startBuiltServer } from './built-server.mjs';
import { chromiumArgs, headlessShellPath } from './chromium.mjs';
import { serveDir } from './static-server.mjs';

/**
 * Budgets in KiB of gzipped JavaScript at first load (the app's own; the demo's mock apart): the
 * aims of the first-load issue. A visit that starts on /sign-in or /home loads the public pages
 * alone (packages/app/src/public/PublicApp.tsx), without the router and the signed-in app.
 */
const budgets = { '/sign-in': 150, '/home': 150, '/secure/dashboard': 300 };

const root = new URL('..', import.meta.url).pathname;
const appDir = join(root, 'packages/app/dist');
const demoDir = join(root, 'packages/app/dist-demo');
const pages = ['/sign-in', '/home', '/secure/dashboard'];

const gzipped = new Map();
/** The gzipped size of a built file, by its address. */
function gzSize(dir, url) {
  const path = join(dir, decodeURIComponent(new URL(url).pathname));
  if (!gzipped.has(path)) gzipped.set(path, existsSync(path) ? gzipSync(readFileSync(path), { level: 6 }).length : 0);
  return gzipped.get(path);
}

/**
 * Loads a page in a fresh context and sums what it fetched, once the page has settled. The
 * server's build is signed in with a token from its API; the demo's API runs in the page, so the
 * demo signs in there, with its demo account button.
 */
async function measure(browser, build, base, dir, path) {
  const context = await browser.newContext({ baseURL: base });
  if (path.startsWith('/secure') && build === 'server') {
    const token = await accessToken(base, demoAdmin);
    await context.addInitScript((t) => localStorage.setItem('courier.accessToken', t), token);
  } else if (path.startsWith('/secure')) {
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: demoAdmin.email }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.close();
  }
  const page = await context.newPage();
  const seen = new Set();
  const sums = { js: 0, css: 0, mock: 0 };
  const files = [];
  const count = (url, type) => {
    if (seen.has(url) || !url.startsWith(base)) return;
    seen.add(url);
    const name = new URL(url).pathname;
    if (!/\.(js|css)$/.test(name)) return;
    const size = gzSize(dir, url);
    files.push({ name: name.replace(/^\/assets\//, ''), kib: Math.round(size / 102.4) / 10 });
    if (/\/mock|mockServiceWorker/.test(name)) sums.mock += size;
    else if (type === 'css' || name.endsWith('.css')) sums.css += size;
    else sums.js += size;
  };
  page.on('request', (request) => count(request.url(), request.resourceType() === 'stylesheet' ? 'css' : 'js'));
  page.on('worker', (worker) => count(worker.url(), 'js'));
  // Files the sign-in step loaded may come from the browser's cache now: they are still asked
  // for, and each is counted by its size on disk.
  // The signed-in pages hold an event stream open, so "network idle" never comes: the page has
  // settled when a heading shows and no file has been asked for during a second.
  const answer = await page.goto(path, { waitUntil: 'load' });
  // The page itself: a public page comes drawn, its styles written into it (vite-plugin-prerender.ts).
  const html = gzipSync(await answer.body(), { level: 6 }).length;
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  for (let before = -1; before !== seen.size;) {
    before = seen.size;
    await page.waitForTimeout(1000);
  }
  const landed = new URL(page.url()).pathname;
  await context.close();
  const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  files.sort((a, b) => b.kib - a.kib);
  return { page: path, landed, html: kib(html), js: kib(sums.js), css: kib(sums.css), mock: kib(sums.mock), files };
}

const json = process.argv.includes('--json');
for (const dir of [appDir, demoDir])
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No build in ${dir}: run npm run build and npm run build:demo first.`);

const browser = await chromium.launch({ executablePath: headlessShellPath, args: chromiumArgs });
const results = [];
try {
  const server = await startBuiltServer();
  try {
    for (const path of pages)
      results.push({ build: 'server', ...(await measure(browser, 'server', server.url, appDir, path)) });
  } finally {
    server.close();
  }
  // The static demo as a static host serves it: every address that names no file gets the page.
  const demo = await serveDir(demoDir, { fallback: 'index.html' });
  try {
    for (const path of pages)
      results.push({ build: 'demo', ...(await measure(browser, 'demo', demo.url, demoDir, path)) });
  } finally {
    demo.close();
  }
} finally {
  await browser.close();
}

const failures = results.filter((r) => r.landed !== r.page || r.js > budgets[r.page]);
if (json) console.log(JSON.stringify(results, null, 2));
else {
  console.log("First load, KiB gzipped (JS is the app's own; the demo's in-browser API is counted apart)");
  console.log('build   page              HTML      JS     CSS    mock   budget');
  for (const r of results) {
    const row = [
      r.build.padEnd(7),
      r.page.padEnd(16),
      String(r.html).padStart(6),
      String(r.js).padStart(7),
      String(r.css).padStart(7),
      String(r.mock).padStart(7),
      String(budgets[r.page]).padStart(7),
    ];
    console.log(row.join(' ') + (r.landed !== r.page ? `   landed on ${r.landed}` : ''));
    if (process.argv.includes('--files'))
      for (const file of r.files) console.log(`        ${String(file.kib).padStart(7)}  ${file.name}`);
  }
}
for (const r of failures) {
  console.error(
    r.landed !== r.page
      ? `${r.build} ${r.page}: the page did not open (landed on ${r.landed})`
      : `${r.build} ${r.page}: ${r.js} KiB of JavaScript, over its budget of ${budgets[r.page]} KiB`,
  );
}
process.exit(failures.length ? 1 : 0);
