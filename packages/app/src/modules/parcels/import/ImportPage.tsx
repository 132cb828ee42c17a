import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { customerAsSender, type Customer, type ImportResult } from '@courier/domain';
import {
  BookingImport,
  importProblemText,
  type ImportFileProblem,
  type ImportMode,
  type ImportProblem,
} from '@courier/ui';
import { ApiError, request } from '../../../api/client';
import { searchCustomers } from '../../../api/parcels';
import { messageOf } from '../../../api/messages';
import { useOffices } from '../../../api/reference';
import { useAuth } from '../../../auth/auth';
import { useTitle } from '../../../pages/useTitle';
import { download } from '../csv';
import { useMayWrite } from '../ParcelFormPage';
import { importFields, requiredFields, type CheckedRow, type ImportContext, type Mapping } from './bookingsCsv';
import { importWorker, type ReadSummary } from './importWorker';

const fields = importFields.map((key) => ({ key, required: requiredFields.includes(key) }));
/** Labels of more than this many parcels are printed from the list, a page at a time. */
const labelsAtOnce = 200;

/** The column chosen for each field, kept per customer in this browser. */
const mappingKey = (customerId: string) => `courier.import.mapping.${customerId}`;
function savedMapping(customerId: string | null): Mapping {
  if (!customerId) return {};
  try {
    const saved = JSON.parse(localStorage.getItem(mappingKey(customerId)) ?? '{}') as unknown;
    return typeof saved === 'object' && saved !== null ? (saved as Mapping) : {};
  } catch {
    return {};
  }
}

/**
 * /secure/parcels/import: bookings of one customer from a CSV file or pasted rows. The file is
 * read and checked in a Web Worker (./worker.ts); the valid rows are booked in one call to
 * POST /api/v1/parcels/import (all of them, or none unless every row is right).
 */
export function ImportPage() {
  return useMayWrite('create') ? <Importing /> : <Navigate to="/secure/parcels" replace />;
}

function Importing() {
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const { user } = useAuth();
  const offices = useOffices();
  useTitle(t('bookingImport.title'));
  const worker = useMemo(() => importWorker(), []);
  useEffect(() => () => worker.stop(), [worker]);
  const found = useRef(new Map<string, Customer>());

  const [customer, setCustomer] = useState<Customer | null>(null);
  const [file, setFile] = useState<(ReadSummary & { name: string }) | null>(null);
  const [reading, setReading] = useState(false);
  const [mapping, setMapping] = useState<Mapping>({});
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [mode, setMode] = useState<ImportMode>('valid');
  const [booking, setBooking] = useState(false);
  const [bookError, setBookError] = useState<string | null>(null);
  const [result, setResult] = useState<{
    booked: number;
    rejected: number;
    labelsHref: string | null;
    listHref: string;
  } | null>(null);
  const [serverProblems, setServerProblems] = useState<ImportProblem[]>([]);

  // The parcels leave from the user's counter; a user without one books at the customer's home office.
  const context: ImportContext | null = useMemo(
    () =>
      customer
        ? {
            customerId: customer.id,
            sender: customerAsSender(customer),
            originOfficeId: user?.officeId ?? customer.homeOfficeId,
            offices,
          }
        : null,
    [customer, user?.officeId, offices],
  );

  const read = async (name: string, input: { bytes: ArrayBuffer } | { text: string }) => {
    setReading(true);
    setResult(null);
    setChecked(null);
    setServerProblems([]);
    try {
      const summary = await worker.read(input);
      setFile({ ...summary, name });
      // What was chosen for this customer before wins over the guess, where the file has that column.
      const saved = savedMapping(customer?.id ?? null);
      setMapping(
        Object.fromEntries(
          importFields.map((f) => [
            f,
            saved[f] && summary.columns.includes(saved[f]) ? saved[f] : (summary.mapping[f] ?? null),
          ]),
        ),
      );
    } finally {
      setReading(false);
    }
  };

  const missing = requiredFields.some((f) => !mapping[f]);
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
          row.problems.map((p) => ({ line: row.line, field: p.field, code: p.code })),
        ),
        ...serverProblems,
      ].sort((a, b) => a.line - b.line),
    [checked, serverProblems],
  );
  const valid = checked?.filter((r) => r.booking) ?? [];
  // Rows the server refused count with the rows refused here.
  const refusedThere = new Set(serverProblems.map((p) => p.line)).size;
  const summary = checked
    ? { valid: valid.length - refusedThere, invalid: checked.length - valid.length + refusedThere }
    : null;

  const book = async () => {
    setBooking(true);
    setBookError(null);
    // The columns that worked are this customer's for next time.
    if (customer) localStorage.setItem(mappingKey(customer.id), JSON.stringify(mapping));
    try {
      const answer = await request<ImportResult>('/api/v1/parcels/import', {
        method: 'POST',
        body: { rows: valid.map((r) => r.booking), mode },
      });
      // What the server refused (a customer no longer active, say) joins the problems, by the file's line.
      setServerProblems(
        answer.rejected.flatMap((r) =>
          Object.entries(r.fields).map(([path, code]) => ({
            line: valid[r.row]!.line,
            field: path.includes('Office') ? 'destination' : 'row',
            code,
          })),
        ),
      );
      const ids = answer.booked.map((b) => b.id);
      setResult({
        booked: ids.length,
        rejected: checked!.length - valid.length + answer.rejected.length,
        labelsHref: ids.length && ids.length <= labelsAtOnce ? `/secure/parcels/labels?ids=${ids.join(',')}` : null,
        listHref: '/secure/parcels?sort=createdAt&order=desc',
      });
      void client.invalidateQueries({ queryKey: ['parcels'] });
    } catch (error) {
      setBookError(error instanceof ApiError ? error.message : messageOf(error));
    } finally {
      setBooking(false);
    }
  };

  const report = async () => {
    const byLine = new Map<number, string[]>();
    for (const p of problems)
      byLine.set(p.line, [
        ...(byLine.get(p.line) ?? []),
        `${t(`bookingImport.fields.${p.field}`)}: ${importProblemText((key, options) => t(key, options), p.code)}`,
      ]);
    const rejected = [...byLine].map(([line, messages]) => ({ line, messages }));
    download(
      `import-problems-${new Date().toISOString().slice(0, 10)}.csv`,
      await worker.report(rejected, { line: t('bookingImport.line'), problems: t('bookingImport.reportProblems') }),
    );
  };

  return (
    <BookingImport
      searchCustomers={async (q, signal) => {
        const list = await searchCustomers(q, signal);
        for (const c of list) found.current.set(c.id, c);
        return list.map((c) => ({
          id: c.id,
          label: c.companyName ?? c.name,
          description: `${c.code} · ${c.addresses[0]?.city ?? ''}`,
        }));
      }}
      customerId={customer?.id ?? null}
      onCustomerChange={(id) => {
        const chosen = id ? (found.current.get(id) ?? null) : null;
        setCustomer(chosen);
        const saved = savedMapping(chosen?.id ?? null);
        if (file)
          setMapping((m) => ({
            ...m,
            ...Object.fromEntries(Object.entries(saved).filter(([, c]) => c && file.columns.includes(c))),
          }));
      }}
      onFile={(chosen) => {
        // A file past the limit is not even read into memory.
        if (chosen.size > 20 * 1024 * 1024)
          return void setFile({
            name: chosen.name,
            encoding: 'utf-8',
            columns: [],
            rows: 0,
            problem: 'too_large',
            mapping: {},
          });
        void chosen.arrayBuffer().then((bytes) => read(chosen.name, { bytes }));
      }}
      onPaste={(text) => void read(t('bookingImport.paste'), { text })}
      reading={reading}
      file={file && { name: file.name, encoding: file.encoding, columns: file.columns, rows: file.rows }}
      fileProblem={(file?.problem ?? null) as ImportFileProblem | null}
      fields={fields}
      mapping={mapping}
      onMappingChange={(field, column) => {
        const next = { ...mapping, [field]: column };
        setMapping(next);
        setResult(null);
        setServerProblems([]);
        if (customer) localStorage.setItem(mappingKey(customer.id), JSON.stringify(next));
      }}
      checking={!!file && !checked && !missing && !!context}
      summary={summary}
      problems={problems}
      mode={mode}
      onModeChange={setMode}
      onBook={() => void book()}
      booking={booking}
      bookError={bookError}
      result={result}
      onDownloadReport={() => void report()}
      onReset={() => {
        setFile(null);
        setChecked(null);
        setResult(null);
        setServerProblems([]);
      }}
    />
  );
}
