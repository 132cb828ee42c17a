import { useId, useState } from 'react';
import {
  webhookEndpointInput,
  webhookEvents,
  type CreatedWebhookEndpoint,
  type ListedWebhookEndpoint,
  type Page,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpointInput,
  type WebhookEvent,
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
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from '../../records/Record.css';
import { Alert } from '../../shell/auth/AuthPage';
import { useRefusalOfForm } from './shared';
import { ShownOnceDialog } from './ShownOnceDialog';
import { DeliveriesDialog } from './WebhookDeliveries';

/** A refusal of the server: its message, and its codes by field. */
type Refusal = { message: string; fields?: Record<string, string> } | null;

export interface CustomerWebhooksProps {
  /** Whose endpoints they are, as the page names the customer. */
  customerName: string;
  /** The customer's endpoints, oldest first; undefined while they are on their way. */
  endpoints: readonly ListedWebhookEndpoint[] | undefined;
  /** Why the endpoints could not be read. */
  error?: string | null;
  onRetry?: () => void;
  /** Adds an endpoint; resolves with its signing secret, which the panel shows once. A refusal comes back as `saveError`. */
  onAdd: (input: WebhookEndpointInput) => Promise<CreatedWebhookEndpoint>;
  /** Changes an endpoint (its address, description, events, or whether it is enabled). */
  onChange: (id: string, patch: Partial<WebhookEndpointInput>) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  /** Why the last add or change was refused. */
  saveError?: Refusal;
  /** Clears `saveError` when a form opens. */
  onSaveReset?: () => void;
  /** The endpoint whose change or deletion is on its way. */
  pendingId?: string | null;
  /** The endpoint whose deliveries are open, with the page shown (undefined while it loads). */
  deliveries?: {
    endpointId: string;
    status: WebhookDeliveryStatus | null;
    page: Page<WebhookDelivery> | undefined;
    error?: string | null;
  } | null;
  /** Opens (an endpoint) or closes (null) the deliveries, at a status and a page. */
  onShowDeliveries: (query: { endpointId: string; status: WebhookDeliveryStatus | null; page: number } | null) => void;
  onResend: (deliveryId: string) => Promise<unknown>;
  /** The delivery being sent again. */
  resendingId?: string | null;
  /** Puts the secret on the clipboard; the browser's clipboard unless given. */
  onCopy?: (secret: string) => Promise<void> | void;
}

/**
 * A customer's webhook endpoints, for the administrator (issue 67, item 3): where the customer's
 * system hears of its parcels' events, which events, whether it is on, and how its deliveries
 * stand (waiting, failed). An endpoint is added with its address and events; its signing secret
 * is shown once. Its deliveries open in a dialog, newest first, filtered by status, each with its
 * attempts, and a failed one is sent again by a button.
 */
export function CustomerWebhooks(props: CustomerWebhooksProps) {
  const {
    customerName,
    endpoints,
    error,
    onRetry,
    pendingId,
    onCopy = (s) => navigator.clipboard?.writeText(s),
  } = props;
  const { t } = useUiTranslation();
  const [editing, setEditing] = useState<ListedWebhookEndpoint | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<ListedWebhookEndpoint | null>(null);
  const eventNames = (events: readonly WebhookEvent[]) =>
    events.length === webhookEvents.length
      ? t('webhooks.allEvents')
      : events.map((e) => t(`webhooks.event.${e}`)).join(', ');
  const columns: DataColumn<ListedWebhookEndpoint>[] = [
    {
      id: 'url',
      header: t('webhooks.columns.url'),
      hideable: false,
      card: 'title',
      wrap: true,
      cell: (e) => (
        <span className={styles.stack}>
          <span className={`${styles.mono} ${styles.prewrap}`}>{e.url}</span>
          {e.description ? <span className={styles.muted}>{e.description}</span> : null}
        </span>
      ),
    },
    { id: 'events', header: t('webhooks.columns.events'), card: 'line', wrap: true, cell: (e) => eventNames(e.events) },
    {
      id: 'state',
      header: t('webhooks.columns.state'),
      card: 'badge',
      cell: (e) => (
        <span className={styles.stack}>
          <Badge tone={e.enabled ? 'success' : 'neutral'} withDot>
            {t(e.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}
          </Badge>
          {e.failed ? <span className={styles.warn}>{t('webhooks.failedCount', { count: e.failed })}</span> : null}
          {e.pending ? <span className={styles.muted}>{t('webhooks.pendingCount', { count: e.pending })}</span> : null}
        </span>
      ),
    },
    {
      id: 'action',
      header: t('webhooks.columns.action'),
      hideable: false,
      cell: (e) => (
        <span className={styles.buttons}>
          <Button
            variant="secondary"
            size="sm"
            icon="heroicons_outline:queue-list"
            aria-label={t('webhooks.deliveriesOf', { url: e.url })}
            onPress={() => props.onShowDeliveries({ endpointId: e.id, status: e.failed ? 'failed' : null, page: 1 })}
          >
            {t('webhooks.deliveries')}
          </Button>
          <IconButton
            size="sm"
            icon="heroicons_outline:pencil-square"
            label={t('webhooks.editOne', { url: e.url })}
            onPress={() => {
              props.onSaveReset?.();
              setEditing(e);
            }}
          />
          <IconButton
            size="sm"
            tone="danger"
            icon="heroicons_outline:trash"
            label={t('webhooks.deleteOne', { url: e.url })}
            isDisabled={pendingId === e.id}
            onPress={() => setDeleting(e)}
          />
        </span>
      ),
    },
  ];
  const open = props.deliveries;
  const openEndpoint = open ? endpoints?.find((e) => e.id === open.endpointId) : undefined;
  return (
    <Card
      as="section"
      title={t('webhooks.title')}
      subtitle={t('webhooks.intro')}
      className={styles.wide}
      actions={
        <Button
          icon="heroicons_outline:plus"
          onPress={() => {
            props.onSaveReset?.();
            setEditing('new');
          }}
        >
          {t('webhooks.add')}
        </Button>
      }
    >
      <DataTable
        aria-label={t('webhooks.title')}
        columns={columns}
        rows={(endpoints ?? []) as ListedWebhookEndpoint[]}
        getRowId={(e) => e.id}
        isLoading={endpoints === undefined && !error}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyState={t('webhooks.none')}
      />
      {editing ? (
        <EndpointDialog
          customerName={customerName}
          endpoint={editing === 'new' ? null : editing}
          error={props.saveError}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') setCreated(await props.onAdd(input));
            else await props.onChange(editing.id, input);
            setEditing(null);
          }}
        />
      ) : null}
      {created ? (
        <ShownOnceDialog
          title={t('webhooks.secretTitle')}
          warning={t('webhooks.secretWarning')}
          label={t('webhooks.secret')}
          secret={created.secret}
          copyLabel={t('webhooks.copy')}
          onCopy={onCopy}
          onClose={() => setCreated(null)}
        />
      ) : null}
      <ConfirmationDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title={t('webhooks.deleteTitle')}
        message={t('webhooks.deleteMessage', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete')}
        onConfirm={() => {
          const endpoint = deleting;
          setDeleting(null);
          if (endpoint) void props.onDelete(endpoint.id).catch(() => undefined);
        }}
      />
      {open ? (
        <DeliveriesDialog
          url={openEndpoint?.url ?? ''}
          {...open}
          onShow={(status, page) => props.onShowDeliveries({ endpointId: open.endpointId, status, page })}
          onClose={() => props.onShowDeliveries(null)}
          onResend={props.onResend}
          resendingId={props.resendingId}
        />
      ) : null}
    </Card>
  );
}

const formFields = ['url', 'description', 'events'];

interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
}

function EndpointDialog({
  customerName,
  endpoint,
  error,
  onClose,
  onSave,
}: {
  customerName: string;
  endpoint: ListedWebhookEndpoint | null;
  error?: Refusal;
  onClose: () => void;
  onSave: (input: WebhookEndpointInput) => Promise<void>;
}) {
  const { t } = useUiTranslation();
  const formId = useId();
  // A refusal that names none of the form's fields (too many) is said above them.
  const { serverErrors, said } = useRefusalOfForm(error, formFields, t('webhooks.tooMany'));
  const { form, text, checks, check, summary, submit } = useSchemaForm<EndpointValues>({
    schema: webhookEndpointInput,
    defaultValues: endpoint
      ? { url: endpoint.url, description: endpoint.description, events: endpoint.events, enabled: endpoint.enabled }
      : { url: '', description: '', events: [...webhookEvents], enabled: true },
    serverErrors,
  });
  return (
    <Dialog
      isOpen
      size="lg"
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={endpoint ? t('webhooks.editTitle') : t('webhooks.addTitle', { customer: customerName })}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={form.formState.isSubmitting}>
            {endpoint ? t('webhooks.save') : t('webhooks.addButton')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.stackGap}
        noValidate
        onSubmit={submit((values) => onSave(values as WebhookEndpointInput))}
      >
        {summary}
        {said ? <Alert tone="warn">{said}</Alert> : null}
        <p className={styles.muted}>{t('webhooks.addIntro')}</p>
        {text('url', t('webhooks.url'), { autoComplete: 'off', description: t('webhooks.urlHint') })}
        {text('description', t('webhooks.description'), { required: false, autoComplete: 'off' })}
        {checks(
          'events',
          t('webhooks.events'),
          webhookEvents.map((event) => ({ id: event, label: t(`webhooks.event.${event}`) })),
        )}
        {check('enabled', t('webhooks.enabledLabel'))}
      </form>
    </Dialog>
  );
}
