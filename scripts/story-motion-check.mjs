/**
 * Plays every story of the built Storybook the way a designer sees it: with motion on, in a
 * desktop window (a phone-sized one for phone stories). The story tests run with reduced motion
 * so that axe never reads a half-faded colour; this pass proves the play functions also hold while
 * overlays slide and fade. A story fails on an error in its play or on the page.
 *
 * Usage: node scripts/story-motion-check.mjs [storybook-static] [story id prefix]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveDir } from './static-server.mjs';
import { showStory, storyEntries } from './storybook-player.mjs';

const [dir = 'storybook-static', prefix = ''] = process.argv.slice(2);
if (!existsSync(join(dir, 'index.json')))
  throw new Error(`No built Storybook in ${dir}: run npm run build-storybook first.`);

const server = await serveDir(dir);
const base = server.url;

const ids = (await storyEntries(base, prefix)).map((entry) => entry.id);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

const failures = [];
/**
 * One page per worker, switching stories the way the Storybook UI does (no reload between them),
 * so leftovers of one story that would trouble the next are caught as well.
 */
async function worker(queue, viewport) {
  const page = await browser.newPage({ viewport });
  let errors = [];
  // Missing images are a story's subject (the avatar's fallback), not a failure.
  page.on(
    'console',
    (m) =>
      m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text().split('\n')[0]),
  );
  page.on('pageerror', (e) => errors.push(e.message.split('\n')[0]));
  while (queue.length) {
    const id = queue.shift();
    errors = [];
    const phase = await showStory(page, base, id);
    if (phase !== 'finished' || errors.length)
      failures.push(`${id}: ${phase}${errors.length ? ` — ${errors.slice(0, 2).join(' | ').slice(0, 400)}` : ''}`);
  }
  await page.close();
}

const phone = ids.filter((id) => /mobile|phone/.test(id));
const desktop = ids.filter((id) => !phone.includes(id));
const half = Math.ceil(desktop.length / 2);
await Promise.all([
  worker(desktop.slice(0, half), { width: 1200, height: 900 }),
  worker(desktop.slice(half), { width: 1200, height: 900 }),
  worker(phone, { width: 414, height: 896 }),
]);
await browser.close();
server.close();
for (const failure of failures) console.log(`FAIL ${failure}`);
console.log(`${ids.length} stories played with motion, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
