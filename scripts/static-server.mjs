/**
 * A built site served from a folder on a free local port, for the scripts that open it in
 * Chromium (the built Storybook, the static demo). `fallback`: the file served for an address
 * that names no file (a single-page app's index.html), or none for a 404.
 *
 * Run on its own it serves a folder on a given port until stopped (the visual tests' server):
 *   node scripts/static-server.mjs storybook-static 6116
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Serves `dir` on 127.0.0.1; resolves to its address and a way to stop it. */
export function serveDir(dir, { fallback, port = 0 } = {}) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!existsSync(file) || !statSync(file).isFile()) {
      if (!fallback) return res.writeHead(404).end();
      file = join(dir, fallback);
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !existsSync(dir)) throw new Error(`No folder to serve: ${dir ?? '(none given)'}`);
  const { url } = await serveDir(dir, { port: Number(port ?? 0) });
  console.log(`Serving ${dir} at ${url}`);
}
