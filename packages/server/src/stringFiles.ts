/**
 * The page's head names the string files of the visitor's language, so the browser fetches them
 * with the first scripts instead of once those have run and asked for them. The app's build lists
 * them in string-files.json (packages/app vite-plugin-string-files.ts); without that file the page
 * is served as built.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Per language, its string files. */
export type StringFiles = Record<string, string[]>;

/** The cookie the app keeps the chosen language in (packages/app src/i18n), besides its local storage. */
export const languageCookie = 'courier.language';

export function readStringFiles(appDir: string): StringFiles | null {
  const file = join(appDir, 'string-files.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StringFiles) : null;
}

/** Paths from the build: still, nothing but a path's own characters reaches the page. */
export const attribute = (value: string) => value.replace(/[^\w./-]/g, '');

/** index.html naming the string files of the visitor's language (English unless they chose Turkish). */
export function withStringFiles(html: string, files: StringFiles | null, language: string | undefined): string {
  const links = (files?.[language === 'tr' ? 'tr' : 'en'] ?? []).map(
    (href) => `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}">`,
  );
  return links.length ? html.replace('</head>', `${links.join('\n    ')}\n  </head>`) : html;
}

/**
 * The page says its language: in its root's `lang` (what is read aloud, before the scripts run) and
 * in `data-language`, where the app reads the visitor's choice (packages/app src/i18n) instead of
 * asking the browser for its cookies, a call to the browser's cookie store that held the page's
 * start up by 1 to 30 ms in traced loads.
 */
export function withLanguage(html: string, language: 'en' | 'tr'): string {
  return html.replace(/<html(?: lang="[^"]*")?/, `<html lang="${language}" data-language="${language}"`);
}
