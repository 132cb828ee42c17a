import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { auditActions, type AuditAction, type AuditEntry, type Page } from '@courier/domain';
import { AuditLog, toast, useAuditChange, type AuditFilters } from '@courier/ui';
import { request } from '../../api/client';
import { everyPage } from '../../api/everyPage';
import { messageOf } from '../../api/messages';
import { useOffices } from '../../api/reference';
import { useStaff } from '../../api/scans';
import { useTitle } from '../../pages/useTitle';
import { csvText, download, momentHeader, spreadsheetMoment } from '../parcels/csv';
import { pagedViewProps } from '../records/pagedView';

const day = /^\d{4}-\d{2}-\d{2}$/;
const sizes = [10, 25, 50, 100];

/** The audit log's view in the URL. */
export function readAuditView(params: URLSearchParams) {
  const action = params.get('action');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const filters: AuditFilters = {
    from: day.test(params.get('from') ?? '') ? params.get('from') : null,
    to: day.test(params.get('to') ?? '') ? params.get('to') : null,
    actorId: params.get('actor') || null,
    action: action && (auditActions as readonly string[]).includes(action) ? (action as AuditAction) : null,
  };
  return {
    filters,
    sort: { id: 'at', direction: params.get('order') === 'asc' ? 'asc' : 'desc' } as const,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: sizes.includes(size) ? size : 25,
  };
}
type AuditView = ReturnType<typeof readAuditView>;
function writeAuditView(view: AuditView) {
  const f = view.filters;
  const entries: [string, string | null][] = [
    ['from', f.from],
    ['to', f.to],
    ['actor', f.actorId],
    ['action', f.action],
    ['order', view.sort.direction !== 'desc' ? view.sort.direction : null],
    ['page', view.page > 1 ? String(view.page) : null],
    ['size', view.size !== 25 ? String(view.size) : null],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== null));
}
const apiQuery = (view: AuditView) => ({
  from: view.filters.from ?? undefined,
  to: view.filters.to ?? undefined,
  actor: view.filters.actorId ?? undefined,
  action: view.filters.action ?? undefined,
  order: view.sort.direction,
});

/** /secure/staff/audit: the administrator's audit log, filtered in the URL, exported as CSV. */
export function AuditPage() {
  const { t } = useTranslation('ui');
  useTitle(t('audit.title'));
  const [params, setParams] = useSearchParams();
  const view = readAuditView(params);
  const offices = useOffices();
  const staff = useStaff();
  const said = useAuditChange(offices);
  const [exported, setExported] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ['audit', apiQuery(view), view.page, view.size],
    queryFn: ({ signal }) =>
      request<Page<AuditEntry>>('/api/v1/audit', {
        query: { ...apiQuery(view), sort: 'at', page: view.page, size: view.size },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const show = (next: Partial<AuditView>) => setParams(writeAuditView({ ...view, ...next }));

  /** Every matching row, as the table shows it: times on the company's clock, changes in words. */
  const exportAll = async () => {
    setExported(0);
    try {
      const rows = await everyPage<AuditEntry>('/api/v1/audit', { ...apiQuery(view), sort: 'at' }, setExported);
      const csv = csvText(
        rows.map((r) => ({
          [momentHeader(t('audit.columns.at'))]: spreadsheetMoment(r.at),
          [t('audit.columns.actor')]: r.actorName,
          [t('audit.columns.action')]: t(`audit.action.${r.action}`),
          [t('audit.columns.record')]: `${t(`audit.recordType.${r.recordType}`)} · ${r.recordLabel}`,
          [t('audit.columns.changes')]: r.changes.map(said).join('; '),
          [t('audit.columns.address')]: r.address ?? '',
        })),
      );
      download(`audit-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      toast.warn(messageOf(error));
    } finally {
      setExported(null);
    }
  };

  return (
    <AuditLog
      {...pagedViewProps(view, (next) => show({ ...next, sort: view.sort }), query)}
      // Newest first, or oldest first: the log is always in time order.
      onSortChange={(sort) =>
        show({ sort: { id: 'at', direction: sort?.direction === 'asc' ? 'asc' : 'desc' }, page: 1 })
      }
      staff={staff}
      offices={offices}
      backHref="/secure/staff"
      onExport={() => void exportAll()}
      isExporting={exported !== null}
      exportedRows={exported ?? undefined}
    />
  );
}
