/**
 * The public first pages the app's build rendered ahead of time (packages/app
 * vite-plugin-prerender.ts), one file per page and language, listed in prerendered.json: the
 * server sends the one for the address and the visitor's language, so the page is drawn before
 * any script has run. An address with a query (a link carrying a token or a redirect) gets the
 * plain page, drawn in the browser. Without the list every page is index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Per page, per language, its file under the app's directory. */
export type PrerenderedPages = Record<string, Record<string, string>>;

export function readPrerendered(appDir: string): PrerenderedPages | null {
  const file = join(appDir, 'prerendered.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : null;
}

/** The file a visit to `url` gets: a page rendered ahead of time in the visitor's language, else index.html. */
export function pageFile(pages: PrerenderedPages | null, url: URL, language: 'en' | 'tr'): string {
  const file = url.search
    ? undefined
    : pages && Object.hasOwn(pages, url.pathname)
      ? pages[url.pathname]![language]
      : undefined;
  return file ?? 'index.html';
}
