/** The page's side of the import's worker: each call a promise of the worker's answer. */
import type { CheckedRow, FileProblem, ImportContext, Mapping, ReadFile } from './bookingsCsv';
import type { ToImportWorker } from './worker';

export interface ReadSummary {
  encoding: ReadFile['encoding'];
  columns: string[];
  rows: number;
  problem: FileProblem | null;
  mapping: Mapping;
}

type Request = ToImportWorker extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

/** One worker per import page; it holds the file it read last. */
export function importWorker() {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'courier-import' });
  const waiting = new Map<number, (value: unknown) => void>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<{ id: number; value: unknown }>) => {
    waiting.get(event.data.id)?.(event.data.value);
    waiting.delete(event.data.id);
  };
  const ask = <T>(message: Request, transfer: Transferable[] = []) =>
    new Promise<T>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve as (value: unknown) => void);
      worker.postMessage({ ...message, id }, transfer);
    });
  return {
    read: (input: { bytes: ArrayBuffer } | { text: string }) =>
      ask<ReadSummary>({ type: 'read', ...input }, 'bytes' in input ? [input.bytes] : []),
    check: (mapping: Mapping, context: ImportContext) => ask<CheckedRow[]>({ type: 'check', mapping, context }),
    report: (rejected: { line: number; messages: string[] }[], headers: { line: string; problems: string }) =>
      ask<string>({ type: 'report', rejected, headers }),
    stop: () => worker.terminate(),
  };
}
