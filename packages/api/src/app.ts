/**
 * The API as a Hono app: `app.fetch(Request) → Response`, so the Node server, the browser's Web
 * Worker and the tests run the same code. Unknown /api paths answer 404 NOT FOUND (core spec
 * section 7); an address that cannot be decoded, or that holds a NUL or half a surrogate pair
 * (not text: no database keeps it), is a 400.
 */
import { Hono } from 'hono';
import { Api, type ApiOptions } from './http/api';
import { createRoutes } from './handlers';
import { notText } from './http/respond';

export function createApi(options: ApiOptions) {
  const api = new Api(options);
  const app = new Hono();
  // No API answer is kept by a browser or a proxy: each holds one person's data. Outermost, so
  // that the refusals below (an address that cannot be decoded) are marked too.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    let parts: string[];
    try {
      parts = [decodeURIComponent(url.pathname), ...[...url.searchParams].flat()];
    } catch {
      return c.json({ error: { code: 'bad_request', message: 'The address cannot be decoded' } }, 400);
    }
    if (parts.some((part) => notText.test(part)))
      return c.json({ error: { code: 'bad_request', message: 'The address holds characters that are not text' } }, 400);
    await next();
  });
  for (const route of createRoutes(api)) {
    app.on(route.method.toUpperCase(), route.path, (c) =>
      route.handle(c.req.raw, c.req.param() as Record<string, string>),
    );
  }
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'NOT FOUND' } }, 404));
  app.onError((_error, c) => c.json({ error: { code: 'internal', message: 'Internal error' } }, 500));
  return Object.assign(app, { api });
}
