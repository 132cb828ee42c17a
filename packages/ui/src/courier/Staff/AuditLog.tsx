import { useMemo } from 'react';
import {
  auditActions,
  isRole,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type Office,
  type StaffMember,
} from '@courier/domain';
import { DataTable, type DataColumn } from '../../data/DataTable/DataTable';
import { Pagination } from '../../data/Pagination/Pagination';
import { useUiTranslation } from '../../i18n';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import { DateField } from '../../primitives/DateField/DateField';
import { Link } from '../../primitives/Link/Link';
import { FilterBar } from '../../records/FilterBar';
import { FilterSelect } from '../../records/FilterSelect';
import { ExportRowsButton } from '../../records/ExportRowsButton';
import { ListEmptyState } from '../../records/ListEmptyState';
import type { PagedViewProps } from '../../records/RecordList';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import * as css from './Staff.css';

/** What the audit log is narrowed to; null is "all". */
export interface AuditFilters {
  from: string | null;
  to: string | null;
  actorId: string | null;
  action: AuditAction | null;
}
export const noAuditFilters: AuditFilters = { from: null, to: null, actorId: null, action: null };

export interface AuditLogProps extends PagedViewProps<AuditEntry, AuditFilters> {
  /** The staff, to filter by who acted. */
  staff: readonly StaffMember[];
  /** The offices, to name an office a change moved an account to. */
  offices: readonly Office[];
  /** Where "Staff accounts" goes back to. */
  backHref: string;
  /** Exports every row that matches the filters. */
  onExport: () => void;
  isExporting?: boolean;
  /** Rows fetched so far by a running export, shown on its button. */
  exportedRows?: number;
}

/**
 * A changed field as a person reads it, "Role: Counter clerk → Operations manager" (a value set
 * where there was none: "Name: Elif Kaya"): roles by name, offices by code, Active or Disabled.
 * The table's cells and the app's CSV export say it alike.
 */
export function useAuditChange(offices: readonly Office[]) {
  const { t } = useUiTranslation();
  const office = useMemo(() => new Map(offices.map((o) => [o.id, o.code])), [offices]);
  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    if (field === 'role' && isRole(raw)) return t(`roles.${raw}`);
    if (field === 'officeId' && typeof raw === 'string') return office.get(raw) ?? raw;
    if (field === 'active') return raw ? t('staff.active') : t('staff.disabled');
    return typeof raw === 'string' ? raw : JSON.stringify(raw);
  };
  return (change: AuditChange): string =>
    `${t(`audit.field.${change.field}`, { defaultValue: change.field })}: ${
      change.before === null
        ? value(change.field, change.after)
        : t('audit.changed', { before: value(change.field, change.before), after: value(change.field, change.after) })
    }`;
}

/**
 * The audit log, for the administrator: every administrative act (accounts made and changed,
 * access requests decided, the company's profile, deletions, imports, backups), newest first,
 * with who, from which address, and each changed field before and after. Filtered by time, person
 * and act; the export takes every matching row as CSV. Nothing here changes a row.
 */
export function AuditLog(props: AuditLogProps) {
  const { filters } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const said = useAuditChange(props.offices);
  const set = <K extends keyof AuditFilters>(key: K, next: AuditFilters[K]) =>
    props.onFiltersChange({ ...filters, [key]: next });
  const active = Object.values(filters).filter((v) => v !== null).length;
  const clear = active ? () => props.onFiltersChange(noAuditFilters) : undefined;
  const total = props.result?.total ?? 0;

  const columns: DataColumn<AuditEntry>[] = [
    { id: 'at', header: t('audit.columns.at'), sortable: true, hideable: false, cell: (r) => format.moment(r.at) },
    { id: 'actor', header: t('audit.columns.actor'), cell: (r) => r.actorName },
    { id: 'action', header: t('audit.columns.action'), cell: (r) => t(`audit.action.${r.action}`) },
    {
      id: 'record',
      header: t('audit.columns.record'),
      wrap: true,
      cell: (r) => (
        <span className={css.auditRecord}>
          <span className={styles.muted}>{t(`audit.recordType.${r.recordType}`)}</span>
          <span>{r.recordLabel}</span>
        </span>
      ),
    },
    {
      id: 'changes',
      header: t('audit.columns.changes'),
      wrap: true,
      cell: (r) =>
        r.changes.length ? (
          <ul className={css.auditChanges}>
            {r.changes.map((c) => (
              <li key={c.field}>{said(c)}</li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
    { id: 'address', header: t('audit.columns.address'), cell: (r) => r.address ?? '—' },
  ];

  return (
    <div className={styles.root}>
      <Link href={props.backHref} className={styles.back}>
        ← {t('staff.title')}
      </Link>
      <div className={styles.header}>
        <h1 className={styles.listTitle}>{t('audit.title')}</h1>
        <ExportRowsButton
          total={total}
          onExport={props.onExport}
          isExporting={props.isExporting}
          exportedRows={props.exportedRows}
        />
      </div>
      <p className={styles.muted}>{t('audit.intro')}</p>
      <FilterBar label={t('audit.filters')} activeCount={active} onClear={clear}>
        <DateField
          label={t('history.from')}
          value={filters.from}
          onChange={(v) => set('from', v)}
          maxValue={filters.to ?? undefined}
        />
        <DateField
          label={t('history.to')}
          value={filters.to}
          onChange={(v) => set('to', v)}
          minValue={filters.from ?? undefined}
        />
        <ComboBox
          label={t('audit.columns.actor')}
          items={props.staff.map((s) => ({ id: s.id, label: s.name }))}
          value={filters.actorId}
          onChange={(k) => set('actorId', k === null ? null : String(k))}
          placeholder={t('history.anyone')}
        />
        <FilterSelect
          label={t('audit.columns.action')}
          allLabel={t('audit.allActions')}
          items={auditActions.map((action) => ({ id: action, label: t(`audit.action.${action}`) }))}
          value={filters.action}
          onChange={(v) => set('action', v)}
        />
      </FilterBar>
      <DataTable
        aria-label={t('audit.title')}
        columns={columns}
        rows={props.result?.items ?? []}
        getRowId={(r) => r.id}
        defaultHiddenColumns={['address']}
        sort={props.sort}
        onSortChange={props.onSortChange}
        isLoading={props.isLoading && !props.result}
        error={props.error ?? undefined}
        onRetry={props.onRetry}
        emptyState={<ListEmptyState onClear={clear} />}
        footer={
          <Pagination
            page={props.page}
            pageSize={props.pageSize}
            total={props.result?.total}
            onPageChange={props.onPageChange}
            onPageSizeChange={props.onPageSizeChange}
            isLoading={props.isLoading && !props.result}
          />
        }
      />
    </div>
  );
}
