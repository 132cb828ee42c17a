// Library build of @courier/ui: ESM, .d.ts and one CSS file, dist/style.css; the strings also as
// plain JSON (dist/i18n/en.json, tr.json), for an app that fetches them instead of bundling them.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { libraryConfig, uiSourcePlugins } from '../../vite.shared.ts';

const stringFiles = (): Plugin => ({
  name: 'courier-ui-string-files',
  apply: 'build',
  writeBundle(options) {
    mkdirSync(join(options.dir!, 'i18n'), { recursive: true });
    for (const lang of ['en', 'tr'])
      copyFileSync(new URL(`./src/i18n/${lang}.json`, import.meta.url), join(options.dir!, 'i18n', `${lang}.json`));
  },
});

export default defineConfig(
  libraryConfig(new URL('./', import.meta.url), [react(), ...uiSourcePlugins(), stringFiles()]),
);
