import { useMemo, useState } from 'react';
import { roles, type Office, type Role, type StaffAccount } from '@courier/domain';
import { DataTable, type DataColumn } from '../../data/DataTable/DataTable';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { TextField } from '../../primitives/TextField/TextField';
import { FilterSelect } from '../../records/FilterSelect';
import { FilterBar } from '../../records/FilterBar';
import { ListEmptyState } from '../../records/ListEmptyState';
import * as styles from '../../records/Record.css';
import { officeCode } from '../MasterData/shared';

export interface StaffAccountsProps {
  /** Every account; undefined while loading. */
  accounts: readonly StaffAccount[] | undefined;
  offices: readonly Office[];
  /** The administrator looking: his own account cannot be disabled. */
  currentUserId: string;
  /** Disables (`false`) or enables an account; the list shows the answer. */
  onActiveChange: (id: string, active: boolean) => Promise<unknown> | void;
  /** The account whose change is on its way. */
  pendingId?: string | null;
  error?: string | null;
  onRetry?: () => void;
}

type Status = 'active' | 'disabled';
const fold = (text: string) => text.toLocaleLowerCase('tr');

/**
 * The staff accounts, for the administrator: who may sign in, found by name or email, by role or
 * status. Disabling an account (after a confirmation naming the person) ends its sessions at once
 * and refuses its sign-in; enabling it lets the person in again. His own account has no button.
 */
export function StaffAccounts({
  accounts,
  offices,
  currentUserId,
  onActiveChange,
  pendingId,
  error,
  onRetry,
}: StaffAccountsProps) {
  const { t } = useUiTranslation();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [confirming, setConfirming] = useState<StaffAccount | null>(null);

  const rows = useMemo(
    () =>
      (accounts ?? []).filter(
        (a) =>
          (!q.trim() || fold(`${a.name} ${a.email}`).includes(fold(q.trim()))) &&
          (!role || a.role === role) &&
          (!status || (status === 'active') === a.active),
      ),
    [accounts, q, role, status],
  );

  const columns: DataColumn<StaffAccount>[] = [
    { id: 'name', header: t('staff.name'), cell: (a) => a.name, value: (a) => a.name, sortable: true, hideable: false },
    { id: 'email', header: t('staff.email'), cell: (a) => a.email, value: (a) => a.email, sortable: true },
    {
      id: 'role',
      header: t('staff.role'),
      cell: (a) => t(`roles.${a.role}`),
      value: (a) => t(`roles.${a.role}`),
      sortable: true,
    },
    {
      id: 'office',
      header: t('staff.office'),
      cell: (a) => (a.officeId ? officeCode(offices as Office[], a.officeId) : t('staff.network')),
      value: (a) => a.officeId ?? '',
    },
    {
      id: 'status',
      header: t('staff.status'),
      cell: (a) =>
        a.active ? <Badge tone="success">{t('staff.active')}</Badge> : <Badge tone="warn">{t('staff.disabled')}</Badge>,
      value: (a) => (a.active ? 1 : 0),
      sortable: true,
    },
    {
      id: 'action',
      header: t('staff.action'),
      hideable: false,
      cell: (a) =>
        a.id === currentUserId ? (
          <span className={styles.muted}>{t('staff.you')}</span>
        ) : a.active ? (
          <Button
            size="sm"
            variant="secondary"
            icon="heroicons_outline:no-symbol"
            isPending={pendingId === a.id}
            onPress={() => setConfirming(a)}
            aria-label={t('staff.disableOne', { name: a.name })}
          >
            {t('staff.disable')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            icon="heroicons_outline:check-circle"
            isPending={pendingId === a.id}
            onPress={() => void onActiveChange(a.id, true)}
            aria-label={t('staff.enableOne', { name: a.name })}
          >
            {t('staff.enable')}
          </Button>
        ),
    },
  ];

  const clear =
    role !== null || status !== null || q
      ? () => {
          setQ('');
          setRole(null);
          setStatus(null);
        }
      : undefined;

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.listTitle}>{t('staff.title')}</h1>
      </div>
      <p className={styles.muted}>{t('staff.intro')}</p>
      <FilterBar
        label={t('records.filters')}
        search={
          <TextField
            className={styles.search}
            label={t('records.search')}
            placeholder={t('staff.searchHint')}
            icon="heroicons_outline:magnifying-glass"
            value={q}
            onChange={setQ}
            type="search"
          />
        }
        activeCount={[role, status].filter((v) => v !== null).length}
        onClear={clear}
      >
        <FilterSelect
          label={t('staff.role')}
          allLabel={t('staff.allRoles')}
          items={roles.map((r) => ({ id: r, label: t(`roles.${r}`) }))}
          value={role}
          onChange={setRole}
        />
        <FilterSelect<Status>
          label={t('staff.status')}
          allLabel={t('staff.allStatuses')}
          items={[
            { id: 'active', label: t('staff.active') },
            { id: 'disabled', label: t('staff.disabled') },
          ]}
          value={status}
          onChange={setStatus}
        />
      </FilterBar>
      <DataTable
        aria-label={t('staff.title')}
        columns={columns}
        rows={rows}
        getRowId={(a) => a.id}
        isLoading={!accounts && !error}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyState={<ListEmptyState onClear={clear} />}
      />
      <ConfirmationDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone="warn"
        icon="heroicons_outline:no-symbol"
        title={t('staff.confirmTitle', { name: confirming?.name ?? '' })}
        message={t('staff.confirmMessage')}
        confirmLabel={t('staff.disable')}
        onConfirm={() => {
          const account = confirming;
          setConfirming(null);
          if (account) void onActiveChange(account.id, false);
        }}
      />
    </div>
  );
}
