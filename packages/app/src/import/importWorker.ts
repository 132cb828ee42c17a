/** The page's side of an import's worker (./serveImport.ts): each call a promise of the worker's answer. */
import type { CheckedRow, FileProblem, Mapping, ReadFile } from './csvImport';
import type { ReportRequest } from './serveImport';

export interface ReadSummary<F extends string = string> {
  encoding: ReadFile['encoding'];
  columns: string[];
  rows: number;
  problem: FileProblem | null;
  mapping: Mapping<F>;
}

export type ImportWorker<F extends string, C, V> = ReturnType<typeof importWorker<F, C, V>>;

/**
 * One worker per import page; it holds the file it read last. `start` makes the kind's worker
 * (`new Worker(new URL('./worker.ts', import.meta.url), …)`, written where the bundler sees it).
 */
export function importWorker<F extends string, C, V>(start: () => Worker) {
  const worker = start();
  const waiting = new Map<number, (value: unknown) => void>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<{ id: number; value: unknown }>) => {
    waiting.get(event.data.id)?.(event.data.value);
    waiting.delete(event.data.id);
  };
  const ask = <T>(message: object, transfer: Transferable[] = []) =>
    new Promise<T>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve as (value: unknown) => void);
      worker.postMessage({ ...message, id }, transfer);
    });
  return {
    read: (input: { bytes: ArrayBuffer } | { text: string }) =>
      ask<ReadSummary<F>>({ type: 'read', ...input }, 'bytes' in input ? [input.bytes] : []),
    check: (mapping: Mapping<F>, context: C) => ask<CheckedRow<V, F>[]>({ type: 'check', mapping, context }),
    report: (request: ReportRequest) => ask<string>({ type: 'report', ...request }),
    stop: () => worker.terminate(),
  };
}
