// Library build of @courier/domain: ESM and .d.ts.
import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.shared.ts';

export default defineConfig(libraryConfig(new URL('./', import.meta.url)));
