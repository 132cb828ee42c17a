import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sharedResolve, uiSourcePlugins } from '../../vite.shared.ts';
import { iconSetsPlugin } from '../ui/vite-plugin-icon-sets.ts';

export default defineConfig({
  resolve: sharedResolve,
  plugins: [react(), ...uiSourcePlugins()],
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
});
