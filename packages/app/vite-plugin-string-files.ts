import type { Plugin, Rolldown } from 'vite';
import { serverBuild } from './vite-server-build.ts';

/**
 * Each language's two string files (the app's in public/i18n, the library's beside the scripts,
 * its name hashed), written to `string-files.json` beside the server's build. The server names the
 * visitor's language's files in the page's head (@courier/server `src/stringFiles.ts`), so they
 * load with the first scripts instead of once those have run.
 *
 * Only the strings: preloading the first page's own scripts as well was measured slower
 * (Lighthouse mobile on /sign-in, 91 without them, 85 with them: their early compiling lengthened
 * the blocking time, and the page's first paint waited on more high-priority requests).
 */
export function stringFiles(languages: readonly string[]): Plugin {
  return {
    name: 'courier-string-files',
    // The server's build: the static demo has no server to name them.
    apply: serverBuild,
    generateBundle(_options, bundle) {
      const assets = Object.values(bundle).filter((item): item is Rolldown.OutputAsset => item.type === 'asset');
      const files = Object.fromEntries(
        languages.map((language) => {
          const library = assets.find((asset) =>
            asset.originalFileNames.some((name) => name.endsWith(`ui/src/i18n/${language}.json`)),
          );
          // The build fails rather than write a list that names no file.
          if (!library) this.error(`string-files: the library's ${language} strings are not in the bundle`);
          return [language, [`/i18n/${language}.json`, `/${library.fileName}`]];
        }),
      );
      this.emitFile({ type: 'asset', fileName: 'string-files.json', source: JSON.stringify(files, null, 2) });
    },
  };
}
