/// <reference lib="webworker" />
/**
 * The import's Web Worker: a file is read and its rows checked here, off the page's thread (a
 * 10 000-row file is read and checked in well under the 3 s aimed for; see bench/README.md). The page
 * keeps only what it shows and what it books.
 */
import '../../../security/noEval';
import {
  checkRows,
  errorReport,
  guessMapping,
  readCsv,
  readFile,
  type ImportContext,
  type Mapping,
  type ReadFile,
} from './bookingsCsv';

declare const self: DedicatedWorkerGlobalScope;

export type ToImportWorker =
  | { id: number; type: 'read'; bytes?: ArrayBuffer; text?: string }
  | { id: number; type: 'check'; mapping: Mapping; context: ImportContext }
  | {
      id: number;
      type: 'report';
      rejected: { line: number; messages: string[] }[];
      headers: { line: string; problems: string };
    };

let file: ReadFile | null = null;

self.onmessage = (event: MessageEvent<ToImportWorker>) => {
  const message = event.data;
  const reply = (value: unknown) => self.postMessage({ id: message.id, value });
  if (message.type === 'read') {
    file = message.bytes ? readFile(message.bytes) : readCsv(message.text ?? '');
    return reply({
      encoding: file.encoding,
      columns: file.columns,
      rows: file.rows.length,
      problem: file.problem,
      mapping: guessMapping(file.columns),
    });
  }
  if (!file) return reply(null);
  if (message.type === 'check') return reply(checkRows(file.rows, message.mapping, message.context));
  reply(errorReport(file.columns, file.rows, message.rejected, message.headers));
};
