/**
 * The API reference at /api/docs (issue 67, item 6): Redoc's standalone bundle renders the OpenAPI
 * document the API serves (/api/v1/openapi.json). The bundle comes from node_modules and is served
 * by this server, so the page loads nothing from another site: no machine of the company needs to
 * reach the internet to read it. It is a page of its own, never part of the app's bundle.
 *
 * The static demo does not have it: its API runs in the visitor's browser, behind the app's own
 * page, and a static host has no server to send the reference and its policy.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';

export const apiDocsPath = '/api/docs';
export const openApiPath = '/api/v1/openapi.json';

const require = createRequire(import.meta.url);
const redocVersion = (require('redoc/package.json') as { version: string }).version;

/** The bundle's address names its version: a browser keeps it until the server brings another. */
export const redocScriptPath = `${apiDocsPath}/redoc-${redocVersion}.standalone.js`;

/**
 * What the reference may load: its own script, its own document (fetched), the styles the
 * bundle writes into the page (styled-components), and the search index's worker, which the
 * bundle starts from a `blob:`. Nothing else; the link to Redoc's logo on its CDN is refused
 * (the picture hides itself when it does not load). No site may frame it.
 */
export const apiDocsPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Redoc's look: the system's fonts (nothing is fetched for them) and the app's blue. */
const theme = {
  colors: { primary: { main: '#2563eb' } },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    code: { fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
  },
};

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The page: a `<redoc>` element that the bundle finds and fills from `spec-url` on its own, so
 * the page runs no inline script (the policy allows none).
 */
export function apiDocsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Courier back office API reference</title>
<style>body { margin: 0; }</style>
</head>
<body>
<noscript><p>The reference needs JavaScript. The document itself is at <a href="${openApiPath}">${openApiPath}</a>.</p></noscript>
<redoc spec-url="${openApiPath}" required-props-first="true" expand-responses="200,201" hide-hostname="true" theme="${attribute(JSON.stringify(theme))}"></redoc>
<script src="${redocScriptPath}"></script>
</body>
</html>
`;
}

/** Read once, when the reference is first asked for. */
let script: string | null = null;
const redocScript = () => (script ??= readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8'));

/** Answers the reference and its script on `app`: mounted before the API's own routes. */
export function mountApiDocs(app: Hono) {
  app.get(apiDocsPath, (c) => {
    c.header('content-security-policy', apiDocsPolicy);
    c.header('cache-control', 'no-cache');
    return c.html(apiDocsPage());
  });
  app.get(redocScriptPath, (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(redocScript());
  });
}
