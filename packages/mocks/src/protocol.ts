/** The messages between the page and the API's Web Worker: requests and responses as plain data. */

export interface StartMessage {
  type: 'start';
  /** The page's time: the worker's clock follows it (a test's frozen clock reaches the worker too). */
  pageNow: number;
  sample: 'default' | 'large';
  persist: boolean;
  delays: boolean;
}

export interface RequestMessage {
  type: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  /** The page's time when it asked: the worker's clock moves forward with it (a test that moves the page's clock moves the API's). */
  pageNow?: number;
}

export interface ResponseMessage {
  type: 'response';
  id: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The body follows in chunks (an event stream): `chunk` messages, then `end`. */
  streamed?: boolean;
}

/** A piece of a streamed body, or its end. */
export interface ChunkMessage {
  type: 'chunk';
  id: number;
  chunk: ArrayBuffer;
}
export interface EndMessage {
  type: 'end';
  id: number;
}

/** The page no longer reads a streamed body (the app hung up). */
export interface CancelMessage {
  type: 'cancel';
  id: number;
}

export interface ReadyMessage {
  type: 'ready';
}

export interface FailedMessage {
  type: 'failed';
  message: string;
}

export type ToWorker = StartMessage | RequestMessage | CancelMessage;
export type FromWorker = ResponseMessage | ChunkMessage | EndMessage | ReadyMessage | FailedMessage;

/** Bodies that are streamed rather than sent whole. */
export const isStreamed = (response: Response) =>
  Boolean(response.body && response.headers.get('content-type')?.startsWith('text/event-stream'));

export async function requestMessage(id: number, request: Request): Promise<RequestMessage> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return {
    type: 'request',
    id,
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body,
    pageNow: Date.now(),
  };
}

/**
 * The request the in-browser API answers. A browser keeps its User-Agent header to itself, so
 * the agent is named in the demo's own header (@courier/api's sessions read either): the list of
 * sessions in My account says which browser signed in.
 */
export const toRequest = (message: RequestMessage) =>
  new Request(message.url, {
    method: message.method,
    headers: [
      ...message.headers,
      ...(typeof navigator === 'undefined' ? [] : [['x-courier-user-agent', navigator.userAgent] as [string, string]]),
    ],
    body: message.body,
  });

export async function responseMessage(id: number, response: Response): Promise<ResponseMessage> {
  return {
    type: 'response',
    id,
    status: response.status,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  };
}

export const toResponse = (message: ResponseMessage, body?: ReadableStream<Uint8Array>) =>
  new Response(message.status === 204 ? null : (body ?? message.body), {
    status: message.status,
    headers: message.headers,
  });
