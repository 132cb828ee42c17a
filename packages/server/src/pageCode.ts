/**
 * A signed-in page's code, named in its head: the app's build lists, per start of an address, the
 * chunks and styles a first visit there runs (page-code.json, packages/app
 * vite-plugin-prerender.ts), and the page names them, so the browser fetches them all beside the
 * first scripts instead of a step of imports at a time, and the app's loader finds them there.
 * Sent whether or not the visitor is still signed in (the session is the browser's to know): a
 * visitor sent on to the sign-in page has fetched code he will use once signed in. Without the list
 * the page is served as built.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attribute } from './stringFiles';

/** Per start of an address, the files of its first visit. */
export type PageCode = Record<string, string[]>;

export function readPageCode(appDir: string): PageCode | null {
  const file = join(appDir, 'page-code.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageCode) : null;
}

/** The files of the longest listed start of `pathname` (a whole segment: /secure/parcels, not /secure/parcels-history). */
export function pageCodeOf(code: PageCode | null, pathname: string): string[] {
  const start = Object.keys(code ?? {})
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return start ? code![start]! : [];
}

/**
 * The page naming its code: scripts to preload as modules, styles to preload. The styles are
 * fetched, not applied: applied, they would hold back the page's first paint (the company's mark)
 * until every one had come, behind the scripts on the same connection. Each applies when the code
 * that uses it is imported (the build's loader adds its stylesheet then, from the cache), so
 * nothing is drawn before its styles either way.
 */
export function withPageCode(html: string, files: string[]): string {
  const links = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="/${attribute(file)}">`
      : `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`,
  );
  return links.length ? html.replace('</head>', `${links.join('\n    ')}\n  </head>`) : html;
}
