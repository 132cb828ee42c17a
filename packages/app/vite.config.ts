import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { sharedResolve, uiSourcePlugins } from '../../vite.shared.ts';
import { iconSetsPlugin } from '../ui/vite-plugin-icon-sets.ts';
import { contentSecurityPolicy, defaultTileUrl } from './src/security/csp.ts';

/** The server's build (every mode but `demo`) ships nothing of the in-browser API, not even its service worker. */
const withoutMockWorker = (): Plugin => ({
  name: 'courier-without-mock-worker',
  apply: (_config, env) => env.command === 'build' && env.mode !== 'demo',
  writeBundle: (options) => rmSync(join(options.dir!, 'mockServiceWorker.js'), { force: true }),
});

/** The built page carries its Content-Security-Policy (src/security/csp.ts); the dev server runs without one. */
const withContentSecurityPolicy = (tileUrl: string): Plugin => ({
  name: 'courier-content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(tileUrl) }, injectTo: 'head-prepend' }],
});

// `vite build`: the app the server serves (dist/). `vite build --mode demo`: the static demo on
// the in-browser API (dist-demo/). `vite`: the dev server, on the in-browser API.
export default defineConfig(({ mode }) => ({
  resolve: sharedResolve,
  plugins: [react(), ...uiSourcePlugins(), withoutMockWorker(), withContentSecurityPolicy(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_MAP_TILE_URL ?? defaultTileUrl)],
  // The demo's API runs in a Web Worker; its icon catalogue reads the icon names through the plugin.
  // Everything of the in-browser API is in files named mock-…, so a budget can count it apart.
  worker: {
    format: 'es',
    plugins: () => [iconSetsPlugin()],
    rolldownOptions: { output: { entryFileNames: 'assets/mock-[name]-[hash].js', chunkFileNames: 'assets/mock-[name]-[hash].js' } },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    // No source maps in the production build: the code's comments and structure stay at home.
    sourcemap: false,
    rolldownOptions: {
      output: { chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('/packages/mocks/') ? 'assets/mock-[name]-[hash].js' : 'assets/[name]-[hash].js') },
    },
  },
}));
