import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { buildChecks, sharedResolve, uiSourcePlugins } from '../../vite.shared.ts';
import { iconSetsPlugin } from '../ui/vite-plugin-icon-sets.ts';
import { stringFiles } from './vite-plugin-string-files.ts';
import { prerenderPages } from './vite-plugin-prerender.ts';
import { frameChunk } from './vite-plugin-frame-chunk.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { stylesFirst } from './vite-plugin-styles-first.ts';
import { preloadFirstSteps } from './vite-plugin-first-steps.ts';
import { contentSecurityPolicy, defaultTileUrl } from './src/security/csp.ts';
import { serverBuild } from './vite-server-build.ts';

/** The server's build (every mode but `demo`) ships nothing of the in-browser API, not even its service worker. */
const withoutMockWorker = (): Plugin => ({
  name: 'courier-without-mock-worker',
  apply: serverBuild,
  writeBundle: (options) => rmSync(join(options.dir!, 'mockServiceWorker.js'), { force: true }),
});

/** The built page carries its Content-Security-Policy (src/security/csp.ts); the dev server runs without one. */
const withContentSecurityPolicy = (tileUrl: string): Plugin => ({
  name: 'courier-content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(tileUrl) },
      injectTo: 'head-prepend',
    },
  ],
});

/**
 * The Latin subset of Inter (every page's text) and the small face of the Turkish letters and the
 * lira sign (3 KB, packages/ui/src/theme/fonts/turkish.css) are asked for with the page, not once
 * the styles and scripts have run, so text is drawn in them from the start. Without the second,
 * the first page that shows an amount in lira (the dashboard) was laid out with the sign in a
 * system face looked up at that moment, some 20 ms, and laid out whole again when the face came.
 * The other subsets load when a page shows them, over a fallback face of the same measures
 * (theme/global.css.ts), so nothing moves.
 */
const preloadFont = (): Plugin => ({
  name: 'courier-preload-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      Object.keys(bundle ?? {})
        .filter((file) => /\/inter-(latin|turkish)-wght-normal-[\w-]+\.woff2$/.test(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        })),
  },
});

/**
 * The server's build has two scripts of its own ahead of the app's entry:
 *
 * - src/warmIntl.ts loads the browser's locale data (the first use of Intl: 25–100 ms of this
 *   machine's main thread, which React Aria's modules would otherwise pay as they are evaluated).
 *   It is a classic script that blocks the parser, first in the head, so it always runs before the
 *   page's first paint: as an `async` module it ran before that paint in some loads and after it
 *   in others, where it was the longest task between the first paint and the page (Lighthouse's
 *   blocking time counts from that paint). It costs the first paint (the company's mark) its run,
 *   in parallel with the page's styles, which that paint waits for anyway. A file of its own,
 *   hashed (src/warmIntl.ts imports and exports nothing), not a chunk: the bundler would put
 *   shared code into an entry's chunk, and a classic script cannot export.
 * - src/ahead.ts starts a returning user's first calls (router/firstPage.ts), `async`: it runs as
 *   soon as it is here, not after the page's styles and the app's first code as the entry does.
 *
 * The static demo and the dev server leave them out: their API is the in-browser one, which
 * listens only once the app has started it, and there the app's start makes the locale data itself.
 */
const warmIntl = join(import.meta.dirname, 'src/warmIntl.ts');
const askAhead = (): Plugin => ({
  name: 'courier-ask-ahead',
  apply: serverBuild,
  config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', ahead: 'src/ahead.ts' } } } }),
  buildStart() {
    // The code without its comments: it is plain JavaScript (typed only to be checked with the rest).
    const code = readFileSync(warmIntl, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    if (/^\s*(import|export)\b/m.test(code)) this.error('ask-ahead: src/warmIntl.ts must not import or export');
    this.emitFile({ type: 'asset', name: 'intl.js', source: code + '\n' });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      if (!html.includes('<script type="module"')) throw new Error('ask-ahead: no module script in index.html');
      const items = Object.values(bundle ?? {});
      const intl = items.find((item) => item.type === 'asset' && item.names.includes('intl.js'));
      const ahead = items.find(
        (item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith('src/ahead.ts'),
      );
      if (!intl || !ahead) throw new Error('ask-ahead: no intl.js asset or ahead.ts entry in the bundle');
      return html
        .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script src="/${intl.fileName}"></script>`)
        .replace(
          '<script type="module"',
          `<script type="module" async crossorigin src="/${ahead.fileName}"></script>\n    <script type="module"`,
        );
    },
  },
});

/**
 * React Aria carries its own few words ("Dismiss", "Next month") in some thirty languages; the app
 * speaks English and Turkish, so the rest is left out of the build.
 */
const appLocales = ['en', 'tr'];

/**
 * The public first pages the server's build renders ahead of time (vite-plugin-prerender.ts), and
 * the module of each (public/PublicApp.tsx). /reset-password is left out: it is reached from a
 * mail's link, its query holding the token, and a page with a query is drawn in the browser.
 */
const prerendered = {
  '/sign-in': 'src/pages/auth/SignInPage.tsx',
  '/sign-up': 'src/pages/auth/SignUpPage.tsx',
  '/forgot-password': 'src/pages/auth/PasswordPages.tsx',
  '/confirmation-required': 'src/pages/auth/PasswordPages.tsx',
  '/home': 'src/public/PublicTracking.tsx',
};

/**
 * What a first visit to a signed-in page runs, by the start of its address (vite-plugin-prerender.ts):
 * the whole app and the secure area's frame; on a module's page, the module (router/routes.tsx).
 * A module left out of this table still loads, one step of imports at a time. The frame's own
 * code is one chunk, apart from the app's (vite-plugin-frame-chunk.ts).
 */
const [app, shell] = ['src/fullApp.tsx', 'src/shell/SecureShell.tsx'];
const frame = [app, shell];
const signedIn = {
  '/secure': frame,
  '/apps': frame,
  '/docs': frame,
  '/dashboards': frame,
  ...Object.fromEntries(
    Object.entries({
      dashboard: 'dashboard/DashboardPage',
      parcels: 'parcels/ParcelsModule',
      'parcels-history': 'parcels/HistoryPage',
      scanning: 'scanning/ScanningPage',
      destinations: 'offices/OfficesModule',
      customers: 'customers/CustomersModule',
      routes: 'routes/RoutesModule',
      drivers: 'drivers/DriversModule',
      trucks: 'trucks/TrucksModule',
      trips: 'trips/TripsModule',
      reports: 'reports/ReportsPage',
      complaints: 'complaints/ComplaintsModule',
      'live-tracking': 'live/LiveTrackingPage',
      staff: 'staff/StaffModule',
    }).map(([feature, module]) => [`/secure/${feature}`, [...frame, `src/modules/${module}.tsx`]]),
  ),
};

// `vite build`: the app the server serves (dist/). `vite build --mode demo`: the static demo on
// the in-browser API (dist-demo/). `vite`: the dev server, on the in-browser API.
export default defineConfig(({ mode }) => ({
  resolve: sharedResolve,
  plugins: [
    react(),
    optimizeLocales.vite({ locales: appLocales }),
    ...uiSourcePlugins(),
    withoutMockWorker(),
    askAhead(),
    preloadFirstSteps(),
    stylesFirst(),
    preloadFont(),
    stringFiles(appLocales),
    prerenderPages(prerendered, appLocales, signedIn),
    frameChunk(app, shell),
    precompress(),
    withContentSecurityPolicy(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_MAP_TILE_URL ?? defaultTileUrl),
  ],
  // The demo's API runs in a Web Worker; its icon catalogue reads the icon names through the plugin.
  // Everything of the in-browser API is in files named mock-…, so a budget can count it apart.
  worker: {
    format: 'es',
    plugins: () => [iconSetsPlugin()],
    rolldownOptions: {
      checks: buildChecks,
      output: { entryFileNames: 'assets/mock-[name]-[hash].js', chunkFileNames: 'assets/mock-[name]-[hash].js' },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    // The icon catalogue's sets (mat_twotone and its siblings, up to about 950 kB each) are a chunk
    // each by design: only the catalogue page loads one, whole, when it is opened. Every other chunk
    // stays far below 500 kB, and the first-load budgets (scripts/first-load.mjs) hold the pages.
    chunkSizeWarningLimit: 1000,
    // No source maps in the production build: the code's comments and structure stay at home.
    sourcemap: false,
    // A font is a file of its own, fetched only by a page that shows its characters; never written
    // into the first styles (Vite would, for a file under 4 KB: the Turkish face).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      checks: buildChecks,
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/packages/mocks/')
            ? 'assets/mock-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
}));
