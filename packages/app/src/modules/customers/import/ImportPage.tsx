import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { CustomerImportResult } from '@courier/domain';
import { CustomerImport } from '@courier/ui';
import { request } from '../../../api/client';
import { officesQuery } from '../../../api/reference';
import { useAuth } from '../../../auth/auth';
import { useCsvImport } from '../../../import/useCsvImport';
import { useTitle } from '../../../pages/useTitle';
import { download } from '../../parcels/csv';
import { useRights } from '../../records/useRecords';
import { customersCsv, customerTemplate, type CustomerImportContext } from './customersCsv';

const base = '/secure/customers';

/**
 * /secure/customers/import: new customers from a CSV file or pasted rows, for the roles that
 * create customers. The file is read and checked in a Web Worker (./worker.ts); the valid rows
 * are added in one call to POST /api/v1/customers/import (all of them, or none unless every row
 * is right), which also refuses the rows whose e-mail address or tax number a customer has.
 */
export function ImportPage() {
  return useRights('customers').create ? <Importing /> : <Navigate to={base} replace />;
}

function Importing() {
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const { user } = useAuth();
  const offices = useQuery(officesQuery).data;
  useTitle(t('customerImport.title'));
  // Rows that name no home office belong to the user's office, or to the one chosen here.
  const [homeOfficeId, setHomeOfficeId] = useState<string | null>(user?.officeId ?? null);
  const addressLabel = t('customers.firstAddressLabel');
  const context: CustomerImportContext | null = useMemo(
    () =>
      offices
        ? { offices: offices.map(({ id, code, name }) => ({ id, code, name })), homeOfficeId, addressLabel }
        : null,
    [offices, homeOfficeId, addressLabel],
  );

  const csv = useCsvImport({
    words: 'customerImport',
    kind: customersCsv,
    start: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'courier-import' }),
    context,
    send: async (rows, mode) => {
      const answer = await request<CustomerImportResult>('/api/v1/customers/import', {
        method: 'POST',
        body: { rows, mode },
      });
      void client.invalidateQueries({ queryKey: ['customers'] });
      return answer;
    },
    written: (answer) => answer.created.length,
    reportName: 'customer-import-problems',
  });

  const downloadTemplate = () => {
    const office = offices?.find((o) => o.id === homeOfficeId) ?? offices?.[0];
    download(
      'customers-template.csv',
      customerTemplate(
        (field) => t(`customerImport.fields.${field}`),
        { business: t('customers.types.business'), active: t('records.active') },
        office?.code ?? '',
      ),
    );
  };

  return (
    <CustomerImport
      {...csv.view}
      offices={offices ?? []}
      homeOfficeId={homeOfficeId}
      onHomeOfficeChange={setHomeOfficeId}
      onDownloadTemplate={downloadTemplate}
      result={csv.result}
      listHref={`${base}?sort=createdAt&order=desc`}
    />
  );
}
