import { useId, useMemo, useState } from 'react';
import {
  apiKeyInput,
  apiKeyScopes,
  apiKeyWorks,
  businessDate,
  businessDayRange,
  type ApiKey,
  type ApiKeyInput,
  type ApiKeyScope,
  type IssuedApiKey,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { DataTable } from '../../data/DataTable/DataTable';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { Dialog } from '../../primitives/Dialog/Dialog';
import * as styles from '../../records/Record.css';
import { Alert } from '../../shell/auth/AuthPage';
import { useCourierFormat } from '../format';
import { useRefusalOfForm } from './shared';
import { ShownOnceDialog } from './ShownOnceDialog';

export interface CustomerApiKeysProps {
  /** Whose keys they are, as the page names the customer. */
  customerName: string;
  /** The customer's keys, newest first; undefined while they are on their way. */
  keys: readonly ApiKey[] | undefined;
  /** Why the keys could not be read. */
  error?: string | null;
  onRetry?: () => void;
  /** Issues a key; resolves with the key itself, which the panel shows once. A refusal comes back as `issueError`. */
  onIssue: (input: ApiKeyInput) => Promise<IssuedApiKey>;
  /** Why the last issue was refused: its message, and the server's codes by field. */
  issueError?: { message: string; fields?: Record<string, string> } | null;
  /** Clears `issueError` when the issue dialog opens. */
  onIssueReset?: () => void;
  onRevoke: (id: string) => Promise<unknown>;
  /** The key whose revocation is on its way. */
  pendingId?: string | null;
  /** Now (ISO), to tell an expired key; the browser's clock unless given. */
  now?: string;
  /** Puts the key on the clipboard; the browser's clipboard unless given. */
  onCopy?: (key: string) => Promise<void> | void;
}

/** How a key stands: revoked, past its expiry, or working. */
type KeyState = 'active' | 'expired' | 'revoked';
const stateOf = (key: ApiKey, now: Date): KeyState =>
  key.revokedAt ? 'revoked' : apiKeyWorks(key, now) ? 'active' : 'expired';
const stateTones = { active: 'success', expired: 'caution', revoked: 'neutral' } as const;

/**
 * A customer's API keys, for the administrator (issue 67, item 2): each key with its scopes and
 * dates and whether it works, a new one issued with a name, scopes and an optional last day, and
 * a key revoked after a question. A new key is shown once, in a dialog that says so, with a
 * button that copies it: the server keeps only its SHA-256 and cannot show it again.
 */
export function CustomerApiKeys({
  customerName,
  keys,
  error,
  onRetry,
  onIssue,
  issueError,
  onIssueReset,
  onRevoke,
  pendingId,
  now,
  onCopy = (key) => navigator.clipboard?.writeText(key),
}: CustomerApiKeysProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const at = useMemo(() => (now ? new Date(now) : new Date()), [now]);
  const scopeNames = (scopes: readonly ApiKeyScope[]) => scopes.map((s) => t(`apiKeys.scope.${s}`)).join(', ');
  const columns: DataColumn<ApiKey>[] = [
    {
      id: 'name',
      header: t('apiKeys.columns.name'),
      hideable: false,
      card: 'title',
      cell: (k) => (
        <span className={styles.stack}>
          <span>{k.name}</span>
          <span className={`${styles.code} ${styles.muted}`}>{k.start}…</span>
        </span>
      ),
    },
    { id: 'scopes', header: t('apiKeys.columns.scopes'), card: 'line', wrap: true, cell: (k) => scopeNames(k.scopes) },
    // Days, not moments, where a day says enough: the panel fits beside the page's menu without scrolling sideways.
    { id: 'created', header: t('apiKeys.columns.created'), cell: (k) => format.day(businessDate(k.createdAt)) },
    {
      id: 'expires',
      header: t('apiKeys.columns.expires'),
      cell: (k) => (k.expiresAt ? format.day(businessDate(k.expiresAt)) : t('apiKeys.noExpiry')),
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.columns.lastUsed'),
      card: 'line',
      cell: (k) => (k.lastUsedAt ? format.moment(k.lastUsedAt) : t('apiKeys.never')),
    },
    {
      id: 'state',
      header: t('apiKeys.columns.state'),
      card: 'badge',
      cell: (k) => {
        const state = stateOf(k, at);
        return (
          <span className={styles.stack}>
            <Badge tone={stateTones[state]} withDot>
              {t(`apiKeys.state.${state}`)}
            </Badge>
            {k.revokedAt ? (
              <span className={styles.muted}>
                {t('apiKeys.revokedOn', { day: format.day(businessDate(k.revokedAt)) })}
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      id: 'action',
      header: t('apiKeys.columns.action'),
      hideable: false,
      cell: (k) =>
        k.revokedAt ? (
          '—'
        ) : (
          <Button
            variant="secondary"
            size="sm"
            icon="heroicons_outline:no-symbol"
            aria-label={t('apiKeys.revokeOne', { name: k.name })}
            isPending={pendingId === k.id}
            onPress={() => setRevoking(k)}
          >
            {t('apiKeys.revoke')}
          </Button>
        ),
    },
  ];
  return (
    <Card
      as="section"
      title={t('apiKeys.title')}
      subtitle={t('apiKeys.intro')}
      className={styles.wide}
      actions={
        <Button
          icon="heroicons_outline:key"
          onPress={() => {
            onIssueReset?.();
            setIssuing(true);
          }}
        >
          {t('apiKeys.issue')}
        </Button>
      }
    >
      <DataTable
        aria-label={t('apiKeys.title')}
        columns={columns}
        rows={(keys ?? []) as ApiKey[]}
        getRowId={(k) => k.id}
        isLoading={keys === undefined && !error}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyState={t('apiKeys.none')}
      />
      {issuing ? (
        <IssueKeyDialog
          customerName={customerName}
          now={at}
          error={issueError}
          onClose={() => setIssuing(false)}
          onIssue={async (input) => {
            const answer = await onIssue(input);
            setIssuing(false);
            setIssued(answer);
          }}
        />
      ) : null}
      {issued ? (
        <ShownOnceDialog
          title={t('apiKeys.secretTitle', { name: issued.apiKey.name })}
          warning={t('apiKeys.secretWarning')}
          label={t('apiKeys.secret')}
          secret={issued.key}
          copyLabel={t('apiKeys.copy')}
          onCopy={onCopy}
          onClose={() => setIssued(null)}
        />
      ) : null}
      <ConfirmationDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('apiKeys.revokeMessage')}
        confirmLabel={t('apiKeys.revoke')}
        onConfirm={() => {
          const key = revoking;
          setRevoking(null);
          if (key) void onRevoke(key.id).catch(() => undefined);
        }}
      />
    </Card>
  );
}

const issueFields = ['name', 'scopes', 'expiresAt'];

interface IssueValues {
  name: string;
  scopes: ApiKeyScope[];
  /** The last day the key works (`YYYY-MM-DD`, Türkiye's calendar), or blank for none. */
  expiresAt: string;
}

function IssueKeyDialog({
  customerName,
  now,
  error,
  onClose,
  onIssue,
}: {
  customerName: string;
  now: Date;
  error?: CustomerApiKeysProps['issueError'];
  onClose: () => void;
  onIssue: (input: ApiKeyInput) => Promise<void>;
}) {
  const { t } = useUiTranslation();
  const formId = useId();
  // A last day already over is refused here as the server would refuse it (422 in_past).
  const schema = useMemo(
    () =>
      apiKeyInput.superRefine((value, ctx) => {
        if (value.expiresAt && Date.parse(value.expiresAt) <= now.getTime())
          ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'in_past', params: { code: 'in_past' } });
      }),
    [now],
  );
  // A refusal that names none of the form's fields (too many) is said above them.
  const { serverErrors, said } = useRefusalOfForm(error, issueFields, t('apiKeys.tooMany'));
  const { form, text, checks, date, summary, submit } = useSchemaForm<IssueValues>({
    schema,
    defaultValues: { name: '', scopes: [], expiresAt: '' },
    // The key works through its last day, to that day's end in Türkiye.
    prepare: (v) => ({
      name: v.name,
      scopes: v.scopes,
      expiresAt: v.expiresAt ? businessDayRange(v.expiresAt).to : null,
    }),
    serverErrors,
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('apiKeys.issueTitle', { customer: customerName })}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} icon="heroicons_outline:key" isPending={form.formState.isSubmitting}>
            {t('apiKeys.issueButton')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.stackGap}
        noValidate
        onSubmit={submit((values) => onIssue(values as unknown as ApiKeyInput))}
      >
        {summary}
        {said ? <Alert tone="warn">{said}</Alert> : null}
        <p className={styles.muted}>{t('apiKeys.issueIntro')}</p>
        {text('name', t('apiKeys.name'), { autoComplete: 'off', description: t('apiKeys.nameHint') })}
        {checks(
          'scopes',
          t('apiKeys.scopes'),
          apiKeyScopes.map((scope) => ({ id: scope, label: t(`apiKeys.scope.${scope}`) })),
        )}
        {date('expiresAt', t('apiKeys.expiresAt'), { required: false, description: t('apiKeys.expiresHint') })}
      </form>
    </Dialog>
  );
}
