import type { Plugin } from 'vite';

const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * The page's style files named before its module scripts: moved ahead of the first `<script
 * type="module"`, in their order. The browser asks for files in the order it finds them, and over
 * HTTP/2 every file shares one connection: behind the first scripts and their preloads (some 190
 * KiB), the three style files the first paint waits for came last. A classic script before them
 * (the locale data's warm-up, vite.config.ts) stays before them: it would otherwise wait for them
 * to run. A page without a module script is left as it is.
 */
export function putStylesFirst(html: string): string {
  const links = html.match(stylesheet) ?? [];
  const rest = html.replace(stylesheet, '');
  const at = rest.indexOf('<script type="module"');
  if (!links.length || at < 0) return html;
  const indent = /[ \t]*$/.exec(rest.slice(0, at))![0];
  return rest.slice(0, at) + links.map((link) => link.trim()).join(`\n${indent}`) + `\n${indent}` + rest.slice(at);
}

/** The built page with its style files ahead of its scripts (both builds: the server's and the demo's). */
export const stylesFirst = (): Plugin => ({
  name: 'courier-styles-first',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: putStylesFirst },
});
