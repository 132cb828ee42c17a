/**
 * The API in the page's own thread, for Storybook: a small sample, no delays, no keeping; a story
 * puts `apiHandlers(app)` last in its MSW handlers, after any overrides of its own.
 */
import { http, type HttpHandler } from 'msw';
import { createApi, randomSecret } from '@courier/api';
import { createSnapshot, MemoryStore, type SeedOptions } from '@courier/store';
import { apiCall } from './apiCall';
import { iconNames } from '@courier/api/icon-names';

export function createInPageApi(options: SeedOptions = {}) {
  const seed = () => createSnapshot(options);
  return createApi({ store: new MemoryStore(seed(), { reseed: seed }), auth: { secret: randomSecret() }, iconNames });
}

/** MSW handlers that hand every /api call to the app. */
export const apiHandlers = (app: ReturnType<typeof createApi>): HttpHandler[] => [
  http.all(apiCall, ({ request }) => app.fetch(request)),
];

export { apiCall };
export { demoAccounts, demoPassword } from '@courier/store/demo-accounts';
