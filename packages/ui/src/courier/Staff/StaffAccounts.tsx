import { useMemo, useState } from 'react';
import {
  roles,
  type AccessDecision,
  type AccessRequest,
  type Driver,
  type InvitedAccount,
  type Office,
  type Role,
  type StaffAccount,
  type StaffAccountInput,
  type StaffAccountPatch,
} from '@courier/domain';
import { DataTable, type DataColumn } from '../../data/DataTable/DataTable';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { Link } from '../../primitives/Link/Link';
import { TextField } from '../../primitives/TextField/TextField';
import { FilterSelect } from '../../records/FilterSelect';
import { FilterBar } from '../../records/FilterBar';
import { ListEmptyState } from '../../records/ListEmptyState';
import * as styles from '../../records/Record.css';
import { officeCode } from '../MasterData/shared';
import { AccessRequests } from './AccessRequests';
import { InvitationLinkDialog } from './InvitationLinkDialog';
import { StaffAccountDialog } from './StaffAccountDialog';
import * as css from './Staff.css';

export interface StaffAccountsProps {
  /** Every account; undefined while loading. */
  accounts: readonly StaffAccount[] | undefined;
  offices: readonly Office[];
  /** The administrator looking: his own account cannot be disabled. */
  currentUserId: string;
  /** The driver records a driver's account may name. */
  drivers?: readonly Driver[];
  /** Disables (`false`) or enables an account; the list shows the answer. */
  onActiveChange: (id: string, active: boolean) => Promise<unknown> | void;
  /** Makes an account; the answer's invitation is mailed, or its link shown here to hand over. */
  onCreate?: (input: StaffAccountInput) => Promise<InvitedAccount>;
  /** Changes an account's name, role, office, phone or driver record. */
  onUpdate?: (id: string, patch: StaffAccountPatch) => Promise<unknown>;
  /** Sends an account a new password link. */
  onSendLink?: (id: string) => Promise<InvitedAccount>;
  /** Why the open dialog's last save was refused, and its fields' codes. */
  formError?: { message: string; fields?: Record<string, string> } | null;
  /** Clears `formError` when a dialog opens or closes. */
  onFormReset?: () => void;
  /** Sign-up's requests waiting for a decision (nothing shows while none waits). */
  accessRequests?: readonly AccessRequest[];
  onDecide?: (id: string, decision: AccessDecision) => Promise<InvitedAccount | unknown>;
  /** The account (or request) whose change is on its way. */
  pendingId?: string | null;
  /** Where a new office is made: a company with none is told to add its first one here. */
  newOfficeHref?: string;
  /** Where the audit log and the company profile are (links in the header). */
  auditHref?: string;
  companyHref?: string;
  error?: string | null;
  onRetry?: () => void;
}

type Editing = { kind: 'new' } | { kind: 'edit'; account: StaffAccount };
type HandOver = { name: string; invitation: InvitedAccount['invitation'] & { link: string } };
const handOverOf = (answer: unknown): HandOver | null => {
  const invited = answer as Partial<InvitedAccount> | undefined;
  return invited?.account && invited.invitation?.link
    ? { name: invited.account.name, invitation: { ...invited.invitation, link: invited.invitation.link } }
    : null;
};

type Status = 'active' | 'disabled';
const fold = (text: string) => text.toLocaleLowerCase('tr');

/**
 * The staff accounts, for the administrator: who may sign in, found by name or email, by role or
 * status. A new account gets an invitation to set its password; an account's name, role, office,
 * phone and driver record are changed in its dialog, which also sends a new password link.
 * Disabling an account (after a confirmation naming the person) ends its sessions at once and
 * refuses its sign-in; enabling it lets the person in again. His own account cannot be disabled.
 * Sign-up's access requests wait above the list for a decision.
 */
export function StaffAccounts({
  accounts,
  offices,
  drivers = [],
  currentUserId,
  onActiveChange,
  onCreate,
  onUpdate,
  onSendLink,
  formError,
  onFormReset,
  accessRequests = [],
  onDecide,
  pendingId,
  auditHref,
  companyHref,
  newOfficeHref,
  error,
  onRetry,
}: StaffAccountsProps) {
  const { t } = useUiTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const [sendingLink, setSendingLink] = useState(false);
  const openDialog = (next: Editing | null) => {
    onFormReset?.();
    setEditing(next);
  };
  /** Shows an invitation's link where the server could not mail it. */
  const handedOver = <T,>(answer: T) => {
    setHandOver(handOverOf(answer));
    return answer;
  };
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
      cell: (a) => (
        <div className={css.rowActions}>
          {onUpdate ? (
            <Button
              size="sm"
              variant="secondary"
              icon="heroicons_outline:pencil-square"
              onPress={() => openDialog({ kind: 'edit', account: a })}
              aria-label={t('staff.editOne', { name: a.name })}
            >
              {t('common.edit')}
            </Button>
          ) : null}
          {activeAction(a)}
        </div>
      ),
    },
  ];

  const activeAction = (a: StaffAccount) =>
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
    );

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
        <div className={css.headerActions}>
          {companyHref ? <Link href={companyHref}>{t('company.open')}</Link> : null}
          {auditHref ? <Link href={auditHref}>{t('audit.open')}</Link> : null}
          {onCreate ? (
            <Button icon="heroicons_outline:user-plus" onPress={() => openDialog({ kind: 'new' })}>
              {t('staff.new')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className={styles.muted}>{t('staff.intro')}</p>
      {newOfficeHref && accounts && offices.length === 0 ? (
        <Card as="section" title={t('staff.firstSteps')}>
          <div className={css.firstSteps}>
            <p className={styles.muted}>{t('staff.noOfficeYet')}</p>
            <ButtonLink href={newOfficeHref} icon="heroicons_outline:plus">
              {t('offices.first')}
            </ButtonLink>
          </div>
        </Card>
      ) : null}
      {onDecide ? (
        <AccessRequests
          requests={accessRequests}
          offices={offices}
          pendingId={pendingId}
          onDecide={async (id, decision) => handedOver(await onDecide(id, decision))}
          error={formError?.message}
          serverErrors={formError?.fields}
        />
      ) : null}
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
      {editing && accounts ? (
        <StaffAccountDialog
          account={editing.kind === 'edit' ? editing.account : undefined}
          accounts={accounts}
          offices={offices}
          drivers={drivers}
          isOwn={editing.kind === 'edit' && editing.account.id === currentUserId}
          onClose={() => openDialog(null)}
          onSave={async (values) =>
            editing.kind === 'edit'
              ? onUpdate?.(editing.account.id, values as StaffAccountPatch)
              : handedOver(await onCreate?.(values as StaffAccountInput))
          }
          onSendLink={
            editing.kind === 'edit' && onSendLink
              ? async () => {
                  setSendingLink(true);
                  try {
                    handedOver(await onSendLink(editing.account.id));
                    setEditing(null);
                  } catch {
                    // The page says why; the dialog stays open.
                  } finally {
                    setSendingLink(false);
                  }
                }
              : undefined
          }
          isSendingLink={sendingLink}
          error={formError?.message}
          serverErrors={formError?.fields}
        />
      ) : null}
      {handOver ? (
        <InvitationLinkDialog name={handOver.name} invitation={handOver.invitation} onClose={() => setHandOver(null)} />
      ) : null}
    </div>
  );
}
