import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { customerAsSender, type Customer, type ImportResult } from '@courier/domain';
import { BookingImport, customerOption } from '@courier/ui';
import { request } from '../../../api/client';
import { searchCustomers } from '../../../api/parcels';
import { useOffices } from '../../../api/reference';
import { useAuth } from '../../../auth/auth';
import type { Mapping } from '../../../import/csvImport';
import { useCsvImport } from '../../../import/useCsvImport';
import { useTitle } from '../../../pages/useTitle';
import { download } from '../csv';
import { useMayWrite } from '../ParcelFormPage';
import { bookingTemplate, bookingsCsv, type ImportContext, type ImportField } from './bookingsCsv';

/** Labels of more than this many parcels are printed from the list, a page at a time. */
const labelsAtOnce = 200;

/** The column chosen for each field, kept per customer in this browser. */
const mappingKey = (customerId: string) => `courier.import.mapping.${customerId}`;
function savedMapping(customerId: string | null): Mapping<ImportField> {
  if (!customerId) return {};
  try {
    const saved = JSON.parse(localStorage.getItem(mappingKey(customerId)) ?? '{}') as unknown;
    return typeof saved === 'object' && saved !== null ? (saved as Mapping<ImportField>) : {};
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
  const found = useRef(new Map<string, Customer>());
  const [customer, setCustomer] = useState<Customer | null>(null);

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

  const csv = useCsvImport({
    words: 'bookingImport',
    kind: bookingsCsv,
    start: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'courier-import' }),
    context,
    // What was chosen for this customer before wins over the guess, where the file has that column.
    saved: () => savedMapping(customer?.id ?? null),
    send: async (rows, mode) => {
      const answer = await request<ImportResult>('/api/v1/parcels/import', { method: 'POST', body: { rows, mode } });
      void client.invalidateQueries({ queryKey: ['parcels'] });
      return answer;
    },
    written: (answer) => answer.booked.length,
    reportName: 'import-problems',
  });
  // The columns chosen (and those that worked) are this customer's for next time.
  const keep = (mapping: Mapping<ImportField>) => {
    if (customer) localStorage.setItem(mappingKey(customer.id), JSON.stringify(mapping));
  };
  const ids = csv.result?.answer.booked.map((b) => b.id) ?? [];
  // The example row goes to another office than the user's counter, as most bookings do.
  const downloadTemplate = () => {
    const destination = offices?.find((o) => o.id !== user?.officeId) ?? offices?.[0];
    download(
      'bookings-template.csv',
      bookingTemplate(
        (field) => t(`bookingImport.fields.${field}`),
        {
          standard: t('parcel.service.standard'),
          cod: t('parcel.payment.cod'),
          no: t('parcelDetail.no'),
          contents: t('bookingImport.exampleContents'),
        },
        destination?.code ?? '',
      ),
    );
  };

  return (
    <BookingImport
      {...csv.view}
      searchCustomers={async (q, signal) => {
        const list = await searchCustomers(q, signal);
        for (const c of list) found.current.set(c.id, c);
        return list.map(customerOption);
      }}
      onDownloadTemplate={downloadTemplate}
      customerId={customer?.id ?? null}
      onCustomerChange={(id) => {
        const chosen = id ? (found.current.get(id) ?? null) : null;
        setCustomer(chosen);
        const saved = savedMapping(chosen?.id ?? null);
        const columns = csv.file?.columns;
        if (columns)
          csv.setMapping((m) => ({
            ...m,
            ...Object.fromEntries(Object.entries(saved).filter(([, c]) => c && columns.includes(c))),
          }));
      }}
      onMappingChange={(field, column) => {
        csv.view.onMappingChange(field, column);
        keep({ ...csv.mapping, [field]: column });
      }}
      onSubmit={() => {
        keep(csv.mapping);
        csv.view.onSubmit();
      }}
      result={
        csv.result && {
          done: csv.result.done,
          rejected: csv.result.rejected,
          labelsHref: ids.length && ids.length <= labelsAtOnce ? `/secure/parcels/labels?ids=${ids.join(',')}` : null,
          listHref: '/secure/parcels?sort=createdAt&order=desc',
        }
      }
    />
  );
}
