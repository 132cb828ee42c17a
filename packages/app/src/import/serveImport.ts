/// <reference lib="webworker" />
/**
 * An import's Web Worker: a file is read and its rows checked here, off the page's thread (a
 * 10 000-row file is read and checked in well under the 3 s aimed for; see bench/README.md). The
 * page keeps only what it shows and what it sends. Each kind of import has its entry (its
 * `worker.ts`, which imports security/noEval first) that serves its definition.
 */
import { errorReport, type DefinedImport, type Mapping, type ReadFile } from './csvImport';

declare const self: DedicatedWorkerGlobalScope;

/** The rejected rows' lines and their problems in words, and the report's own column headers. */
export interface ReportRequest {
  rejected: { line: number; messages: string[] }[];
  headers: { line: string; problems: string };
}

export type ToImportWorker<C = unknown> =
  | { id: number; type: 'read'; bytes?: ArrayBuffer; text?: string }
  | { id: number; type: 'check'; mapping: Mapping; context: C }
  | ({ id: number; type: 'report' } & ReportRequest);

/** Answers the page: the file read (and held), its rows checked for a mapping, the report of the rejected ones. */
export function serveImport<F extends string, C, V>(kind: DefinedImport<F, C, V>) {
  let file: ReadFile | null = null;
  self.onmessage = (event: MessageEvent<ToImportWorker<C>>) => {
    const message = event.data;
    const reply = (value: unknown) => self.postMessage({ id: message.id, value });
    if (message.type === 'read') {
      file = message.bytes ? kind.readFile(message.bytes) : kind.readCsv(message.text ?? '');
      return reply({
        encoding: file.encoding,
        columns: file.columns,
        rows: file.rows.length,
        problem: file.problem,
        mapping: kind.guessMapping(file.columns),
      });
    }
    if (!file) return reply(null);
    if (message.type === 'check')
      return reply(kind.checkRows(file.rows, message.mapping as Mapping<F>, message.context));
    reply(errorReport(file.columns, file.rows, message.rejected, message.headers));
  };
}
