import { useMemo } from 'react';
import {
  complaintCategories,
  complaintPriorities,
  complaintStatuses,
  openComplaintStatuses,
  type Complaint,
  type ComplaintCategory,
  type ComplaintPriority,
  type ComplaintStatus,
  type StaffMember,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { FilterSelect } from '../../records/FilterSelect';
import { RecordBulkActions } from '../../records/RecordBulkActions';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import * as styles from '../../records/Record.css';
import { ComplaintStatusBadge, PriorityBadge } from '../StatusBadges';

/** Every status still being worked, as one filter (the dashboard's "open complaints"). */
export const unsettledStatuses = 'open,in_progress,awaiting_customer' as const;

export interface ComplaintFilters {
  q: string;
  status: ComplaintStatus | typeof unsettledStatuses | null;
  category: ComplaintCategory | null;
  priority: ComplaintPriority | null;
  /** A staff member's id, or `none` for the unassigned. */
  assigneeId: string | null;
  pastSla: 'true' | null;
}
export const noComplaintFilters: ComplaintFilters = {
  q: '',
  status: null,
  category: null,
  priority: null,
  assigneeId: null,
  pastSla: null,
};
export const complaintSortFields = ['code', 'priority', 'status', 'dueAt', 'createdAt', 'updatedAt'] as const;

/** Whole hours and minutes to a moment, for the SLA. */
function span(ms: number, t: ReturnType<typeof useUiTranslation>['t']) {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  if (minutes < 60) return t('complaints.sla.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('complaints.sla.hours', { count: hours, minutes: minutes % 60 });
  return t('complaints.sla.days', { count: Math.floor(hours / 24) });
}

/**
 * The SLA of a complaint: while it is open, the time left (amber in the last quarter of its
 * window, red once past); when it is settled, whether it was met.
 */
export function SlaCountdown({
  complaint,
  now,
}: {
  complaint: Pick<Complaint, 'status' | 'dueAt' | 'createdAt' | 'resolvedAt'>;
  now: number;
}) {
  const { t } = useUiTranslation();
  const due = Date.parse(complaint.dueAt);
  if (!openComplaintStatuses.includes(complaint.status)) {
    const settled = complaint.resolvedAt ? Date.parse(complaint.resolvedAt) : null;
    if (settled === null) return <span className={styles.muted}>—</span>;
    return settled <= due ? (
      <Badge tone="success">{t('complaints.sla.met')}</Badge>
    ) : (
      <Badge tone="neutral">{t('complaints.sla.missed', { late: span(settled - due, t) })}</Badge>
    );
  }
  const left = due - now;
  const window = due - Date.parse(complaint.createdAt);
  if (left < 0)
    return (
      <Badge tone="warn" withDot>
        {t('complaints.sla.over', { late: span(left, t) })}
      </Badge>
    );
  return (
    <Badge tone={left < window / 4 ? 'caution' : 'neutral'} withDot>
      {t('complaints.sla.left', { left: span(left, t) })}
    </Badge>
  );
}

export interface ComplaintListProps extends ListViewProps<Complaint, ComplaintFilters> {
  staff: StaffMember[];
  /** Customer names by id, for the rows shown. */
  customers: Record<string, string>;
  now: number;
  onExportCsv: (ids: string[]) => void;
}

/** The complaints: the oldest open ones matter first; each with its SLA counting down. */
export function ComplaintList(props: ComplaintListProps) {
  const { t } = useUiTranslation();
  const { filters, onFiltersChange, staff, customers, now } = props;
  const columns = useMemo<DataColumn<Complaint>[]>(() => {
    const name = (id: string | null) =>
      id ? (staff.find((s) => s.id === id)?.name ?? id) : t('complaints.unassigned');
    return [
      {
        id: 'code',
        header: t('complaints.code'),
        sortable: true,
        hideable: false,
        card: 'title',
        cell: (c) => <span className={styles.code}>{c.code}</span>,
      },
      { id: 'subject', header: t('complaints.subject'), card: 'line', cell: (c) => c.subject },
      {
        id: 'customer',
        header: t('complaints.customer'),
        defaultHidden: true,
        cell: (c) => customers[c.customerId] ?? '…',
      },
      {
        id: 'category',
        header: t('complaints.category'),
        defaultHidden: true,
        cell: (c) => t(`complaints.categories.${c.category}`),
      },
      {
        id: 'priority',
        header: t('complaints.priority'),
        sortable: true,
        cell: (c) => <PriorityBadge status={c.priority} />,
      },
      {
        id: 'status',
        header: t('complaints.status'),
        sortable: true,
        card: 'badge',
        cell: (c) => <ComplaintStatusBadge status={c.status} />,
      },
      { id: 'assignee', header: t('complaints.assignee'), cell: (c) => name(c.assigneeId) },
      {
        id: 'dueAt',
        header: t('complaints.sla.title'),
        sortable: true,
        card: 'line',
        cell: (c) => <SlaCountdown complaint={c} now={now} />,
      },
    ];
  }, [t, customers, staff, now]);
  return (
    <RecordList
      {...props}
      title={t('complaints.title')}
      newLabel={t('complaints.new')}
      searchHint={t('complaints.searchHint')}
      noFilters={noComplaintFilters}
      columns={columns}
      getRowId={(c) => c.id}
      filterControls={
        <>
          <FilterSelect
            label={t('complaints.status')}
            allLabel={t('records.allStatuses')}
            items={[
              { id: unsettledStatuses, label: t('complaints.unsettled') },
              ...complaintStatuses.map((s) => ({ id: s, label: t(`complaints.statuses.${s}`) })),
            ]}
            value={filters.status}
            onChange={(status) => onFiltersChange({ ...filters, status })}
          />
          <FilterSelect
            label={t('complaints.category')}
            allLabel={t('complaints.allCategories')}
            items={complaintCategories.map((c) => ({ id: c, label: t(`complaints.categories.${c}`) }))}
            value={filters.category}
            onChange={(category) => onFiltersChange({ ...filters, category })}
          />
          <FilterSelect
            label={t('complaints.priority')}
            allLabel={t('complaints.allPriorities')}
            items={complaintPriorities.map((p) => ({ id: p, label: t(`complaints.priorities.${p}`) }))}
            value={filters.priority}
            onChange={(priority) => onFiltersChange({ ...filters, priority })}
          />
          <FilterSelect
            label={t('complaints.assignee')}
            allLabel={t('complaints.anyone')}
            items={[
              { id: 'none', label: t('complaints.unassigned') },
              ...staff.map((s) => ({ id: s.id, label: s.name })),
            ]}
            value={filters.assigneeId}
            onChange={(assigneeId) => onFiltersChange({ ...filters, assigneeId })}
          />
          <FilterSelect
            label={t('complaints.sla.title')}
            allLabel={t('complaints.sla.any')}
            items={[{ id: 'true' as const, label: t('complaints.sla.pastOnly') }]}
            value={filters.pastSla}
            onChange={(pastSla) => onFiltersChange({ ...filters, pastSla })}
          />
        </>
      }
      bulkActions={(ids) => <RecordBulkActions ids={ids} onExportCsv={props.onExportCsv} />}
    />
  );
}
