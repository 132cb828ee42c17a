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
}

export interface ResponseMessage {
  type: 'response';
  id: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface ReadyMessage {
  type: 'ready';
}

export interface FailedMessage {
  type: 'failed';
  message: string;
}

export type ToWorker = StartMessage | RequestMessage;
export type FromWorker = ResponseMessage | ReadyMessage | FailedMessage;

export async function requestMessage(id: number, request: Request): Promise<RequestMessage> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { type: 'request', id, method: request.method, url: request.url, headers: [...request.headers], body };
}

export const toRequest = (message: RequestMessage) => new Request(message.url, { method: message.method, headers: message.headers, body: message.body });

export async function responseMessage(id: number, response: Response): Promise<ResponseMessage> {
  return { type: 'response', id, status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
}

export const toResponse = (message: ResponseMessage) => new Response(message.status === 204 ? null : message.body, { status: message.status, headers: message.headers });
