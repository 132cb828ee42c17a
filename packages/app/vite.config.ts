import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sharedResolve, uiSourcePlugins } from '../../vite.shared.ts';

export default defineConfig({
  resolve: sharedResolve,
  plugins: [react(), ...uiSourcePlugins()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { sourcemap: true },
});
