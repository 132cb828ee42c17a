// Library build of @courier/ui: ESM, .d.ts and one CSS file, dist/style.css.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { libraryConfig, uiSourcePlugins } from '../../vite.shared.ts';

export default defineConfig(libraryConfig(new URL('./', import.meta.url), [react(), ...uiSourcePlugins()]));
