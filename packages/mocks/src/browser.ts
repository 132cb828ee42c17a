/**
 * The API in the browser, for the static demo and the end-to-end tests: MSW's service worker
 * catches every /api call of the page and hands it to the API, which runs with its memory store
 * in a dedicated Web Worker (seeding happens there, off the main thread).
 */
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { apiCall } from './apiCall';
import {
  requestMessage,
  toResponse,
  type FromWorker,
  type ResponseMessage,
  type StartMessage,
  type ToWorker,
} from './protocol';

export interface BrowserMockOptions {
  /** The spec's response delays; on in the app, off in Storybook. */
  delays?: boolean;
  workerUrl?: string;
  /** Keep the data across reloads (IndexedDB); off gives every page load the seed. */
  persist?: boolean;
  /**
   * The size of the sample: `large` (100 000 parcels) is for measuring speed; it is seeded on
   * every load (7 to 16 s) and never saved, so it leaves the kept default data alone.
   */
  sample?: StartMessage['sample'];
}

/** Starts the API's worker and the interception; resolves once requests are intercepted (the API may still be seeding: calls wait for it). */
export async function startMockServer({
  delays = true,
  workerUrl = '/mockServiceWorker.js',
  persist = true,
  sample = 'default',
}: BrowserMockOptions = {}) {
  const apiWorker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'courier-api' });
  const answers = new Map<number, (message: ResponseMessage) => void>();
  /** Streamed bodies being received, by request id. */
  const streams = new Map<number, ReadableStreamDefaultController<Uint8Array>>();
  let nextId = 0;
  const ready = new Promise<void>((resolve, reject) => {
    apiWorker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(new Error(`The demo API did not start: ${message.message}`));
      else if (message.type === 'chunk') streams.get(message.id)?.enqueue(new Uint8Array(message.chunk));
      else if (message.type === 'end') {
        try {
          streams.get(message.id)?.close();
        } catch {
          // Cancelled already.
        }
        streams.delete(message.id);
      } else {
        answers.get(message.id)?.(message);
        answers.delete(message.id);
      }
    };
  });
  apiWorker.postMessage({ type: 'start', pageNow: Date.now(), sample, persist, delays } satisfies StartMessage);

  const forward = async (request: Request) => {
    const message = await requestMessage(++nextId, request);
    await ready;
    return new Promise<Response>((resolve) => {
      answers.set(message.id, (answer) => {
        if (!answer.streamed) return resolve(toResponse(answer));
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => void streams.set(message.id, controller),
          cancel: () => {
            streams.delete(message.id);
            apiWorker.postMessage({ type: 'cancel', id: message.id } satisfies ToWorker);
          },
        });
        // The app hung up: the worker stops the stream.
        request.signal.addEventListener('abort', () => void body.cancel().catch(() => undefined));
        resolve(toResponse(answer, body));
      });
      apiWorker.postMessage(message, message.body ? [message.body] : []);
    });
  };
  const worker = setupWorker(http.all(apiCall, ({ request }) => forward(request)));
  await worker.start({
    serviceWorker: { url: workerUrl },
    quiet: true,
    // Only api calls are the API's business; everything else goes to the network.
    onUnhandledRequest: 'bypass',
  });
  return { worker, apiWorker, ready };
}

/** The seven demo accounts (one per role, password `demo1234`) for the sign-in page's list. */
export { demoAccounts, demoPassword } from '@courier/store/demo-accounts';
