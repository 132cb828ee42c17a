import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sharedResolve } from '../../vite.shared.ts';

export default defineConfig({
  resolve: sharedResolve,
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { sourcemap: true },
});
