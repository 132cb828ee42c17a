import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { serverBuild } from './vite-server-build.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * What the browser fetches as it is and is worth compressing: text. Fonts and images are
 * compressed already; the pages (index.html, prerendered/) are filled in per request and the
 * lists at the top (page-code.json, …) are the server's own reading.
 */
const served = (file: string) =>
  /\.(?:js|css|json|svg|txt)$/.test(file) && (file.includes('/') || file.endsWith('.svg'));

/**
 * Every text file of the server's build is written beside itself compressed, once, at the
 * strongest settings: `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9). The server
 * sends the one the browser accepts as it is (packages/server, serveStatic's `precompressed`)
 * instead of compressing each file on every request: the first page's some eighty files cost the
 * server no work, they leave at once, and Brotli's are 10–15% smaller than gzip's (a browser asks
 * for Brotli over HTTPS only; over plain HTTP it gets the gzip file).
 *
 * Not for the static demo: the host it is copied to compresses in its own way.
 */
export function precompress(): Plugin {
  let out = '';
  return {
    name: 'courier-precompress',
    apply: serverBuild,
    configResolved: (config) => {
      out = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the string files, the public folder's).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(out, { recursive: true })).filter(served);
        await Promise.all(
          files.map(async (file) => {
            const path = join(out, file);
            const content = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
              }),
              gzipped(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
