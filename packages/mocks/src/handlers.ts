import { http, HttpResponse } from 'msw';

/** Unknown api routes answer 404 NOT FOUND (core spec section 7); it goes last. */
export const notFoundHandler = http.all(/\/api\//, () =>
  HttpResponse.json({ error: { code: 'not_found', message: 'NOT FOUND' } }, { status: 404, statusText: 'NOT FOUND' }),
);

export const handlers = [notFoundHandler];
