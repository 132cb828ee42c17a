import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the mock API in the browser; resolves once the worker intercepts requests. */
export async function startMockServer(options: { workerUrl?: string } = {}) {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
