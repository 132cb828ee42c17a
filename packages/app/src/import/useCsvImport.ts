import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportMode, ImportRejection } from '@courier/domain';
import { importProblemText, type CsvImportProps, type ImportFileProblem, type ImportProblem } from '@courier/ui';
import { ApiError } from '../api/client';
import { messageOf } from '../api/messages';
import { download } from '../modules/parcels/csv';
import { maxFileBytes, type CheckedRow, type DefinedImport, type Mapping } from './csvImport';
import { importWorker, type ImportWorker, type ReadSummary } from './importWorker';

export interface CsvImportOptions<F extends string, C, V, A extends { rejected: ImportRejection[] }> {
  /** Whose words the view and the report use (the ui's `bookingImport`, `customerImport`). */
  words: CsvImportProps['words'];
  kind: Pick<DefinedImport<F, C, V>, 'fields' | 'required' | 'fieldOf'>;
  /** Makes the kind's worker: `() => new Worker(new URL('./worker.ts', import.meta.url), …)`. */
  start: () => Worker;
  /** What every row shares (kept the same object while it is the same); null while it is not known. */
  context: C | null;
  /** Columns chosen before, where the file has them, over the guess. */
  saved?: () => Mapping<F>;
  /** The valid rows' records to the server, in the mode chosen. */
  send: (values: V[], mode: ImportMode) => Promise<A>;
  /** How many records the server's answer wrote. */
  written: (answer: A) => number;
  /** The start of the report's file name: `customer-import-problems` gives `customer-import-problems-2026-11-20.csv`. */
  reportName: string;
}

/** The server's refused rows where it refused the whole import (a 422 of mode `all`). */
const refusedRows = (error: ApiError) =>
  (error.body as { error?: { rows?: ImportRejection[] } } | undefined)?.error?.rows;

/**
 * An import page's state over the kind's worker: the file read, the columns chosen, the rows
 * checked, the problems (the worker's and then the server's, by the file's line and field), the
 * valid rows sent, and the report of the rejected rows. Its `view` is what `CsvImport` (and the
 * kinds' views over it) takes; the page adds what is its own (the customer, the home office).
 */
export function useCsvImport<F extends string, C, V, A extends { rejected: ImportRejection[] }>(
  options: CsvImportOptions<F, C, V, A>,
) {
  const { t } = useTranslation('ui');
  const { kind, words, context } = options;
  // Made on first use and stopped when the page goes (React's development remount makes it again).
  const started = useRef<ImportWorker<F, C, V> | null>(null);
  const start = useRef(options.start);
  const worker = useMemo(() => {
    const current = () => (started.current ??= importWorker<F, C, V>(start.current));
    return {
      read: (input: Parameters<ImportWorker<F, C, V>['read']>[0]) => current().read(input),
      check: (mapping: Mapping<F>, context: C) => current().check(mapping, context),
      report: (request: Parameters<ImportWorker<F, C, V>['report']>[0]) => current().report(request),
    };
  }, []);
  useEffect(
    () => () => {
      started.current?.stop();
      started.current = null;
    },
    [],
  );

  const [file, setFile] = useState<(ReadSummary<F> & { name: string }) | null>(null);
  const [reading, setReading] = useState(false);
  const [mapping, setMapping] = useState<Mapping<F>>({});
  const [checked, setChecked] = useState<CheckedRow<V, F>[] | null>(null);
  const [mode, setMode] = useState<ImportMode>('valid');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [result, setResult] = useState<{ answer: A; done: number; rejected: number } | null>(null);
  const [serverProblems, setServerProblems] = useState<ImportProblem[]>([]);

  const read = async (name: string, input: { bytes: ArrayBuffer } | { text: string }) => {
    setReading(true);
    setResult(null);
    setChecked(null);
    setServerProblems([]);
    setSubmitError(null);
    try {
      const summary = await worker.read(input);
      setFile({ ...summary, name });
      const saved: Mapping<F> = options.saved?.() ?? {};
      setMapping(
        Object.fromEntries(
          kind.fields.map((f) => [
            f,
            saved[f] && summary.columns.includes(saved[f]) ? saved[f] : (summary.mapping[f] ?? null),
          ]),
        ) as Mapping<F>,
      );
    } finally {
      setReading(false);
    }
  };

  const missing = kind.required.some((f) => !mapping[f]);
  useEffect(() => {
    if (!file || file.problem || missing || !context) return setChecked(null);
    let current = true;
    void worker.check(mapping, context).then((rows) => current && setChecked(rows));
    return () => void (current = false);
  }, [worker, file, mapping, context, missing]);

  const problems: ImportProblem[] = useMemo(
    () =>
      [
        ...(checked ?? []).flatMap((row) =>
          row.problems.map((p) => ({
            line: row.line,
            field: p.field,
            code: p.code,
            value: p.field === 'row' ? undefined : row.cells[p.field],
          })),
        ),
        ...serverProblems,
      ].sort((a, b) => a.line - b.line),
    [checked, serverProblems],
  );
  const valid = checked?.filter((r) => r.value !== null) ?? [];
  // Rows the server refused count with the rows refused here.
  const refusedThere = new Set(serverProblems.map((p) => p.line)).size;
  const summary = checked
    ? { valid: valid.length - refusedThere, invalid: checked.length - valid.length + refusedThere }
    : null;
  // What the server refused (a key another record has, an office no longer there) joins the problems, by the file's line.
  const asProblems = (rejected: ImportRejection[]) =>
    rejected.flatMap((r) =>
      Object.entries(r.fields).map(([path, code]) => ({ line: valid[r.row]!.line, field: kind.fieldOf(path), code })),
    );

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const answer = await options.send(
        valid.map((r) => r.value!),
        mode,
      );
      setServerProblems(asProblems(answer.rejected));
      setResult({
        answer,
        done: options.written(answer),
        rejected: checked!.length - valid.length + answer.rejected.length,
      });
    } catch (error) {
      const rows = error instanceof ApiError ? refusedRows(error) : undefined;
      if (rows) setServerProblems(asProblems(rows));
      setSubmitError(
        rows ? t('csvImport.refusedAll', { count: new Set(rows.map((r) => r.row)).size }) : messageOf(error),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const report = async () => {
    const byLine = new Map<number, string[]>();
    for (const p of problems)
      byLine.set(p.line, [
        ...(byLine.get(p.line) ?? []),
        `${t(`${words}.fields.${p.field}`)}: ${importProblemText((key, o) => t(key, o), p.code, words)}`,
      ]);
    download(
      `${options.reportName}-${new Date().toISOString().slice(0, 10)}.csv`,
      await worker.report({
        rejected: [...byLine].map(([line, messages]) => ({ line, messages })),
        headers: { line: t('csvImport.line'), problems: t('csvImport.reportProblems') },
      }),
    );
  };

  const reset = () => {
    setFile(null);
    setChecked(null);
    setResult(null);
    setServerProblems([]);
    setSubmitError(null);
  };

  const view = {
    words,
    onFile: (chosen: File) => {
      // A file past the limit is not even read into memory.
      if (chosen.size > maxFileBytes)
        return void setFile({
          name: chosen.name,
          encoding: 'utf-8',
          columns: [],
          rows: 0,
          problem: 'too_large',
          mapping: {},
        });
      void chosen.arrayBuffer().then((bytes) => read(chosen.name, { bytes }));
    },
    onPaste: (text: string) => void read(t('csvImport.paste'), { text }),
    reading,
    file: file && { name: file.name, encoding: file.encoding, columns: file.columns, rows: file.rows },
    fileProblem: (file?.problem ?? null) as ImportFileProblem | null,
    fields: kind.fields.map((key) => ({ key, required: kind.required.includes(key) })),
    mapping: mapping as Record<string, string | null | undefined>,
    onMappingChange: (field: string, column: string | null) => {
      setMapping({ ...mapping, [field]: column });
      setResult(null);
      setServerProblems([]);
    },
    checking: !!file && !checked && !missing && !!context,
    summary,
    problems,
    mode,
    onModeChange: setMode,
    onSubmit: () => void submit(),
    submitting,
    submitError,
    onDownloadReport: () => void report(),
    onReset: reset,
  } satisfies Partial<CsvImportProps>;

  return { view, file, mapping, setMapping, result };
}
