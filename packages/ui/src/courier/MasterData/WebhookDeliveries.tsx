import { webhookDeliveryStatuses, type Page, type WebhookDelivery, type WebhookDeliveryStatus } from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { DataTable } from '../../data/DataTable/DataTable';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { Select } from '../../primitives/Select/Select';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';

const statusTones = { pending: 'info', delivered: 'success', failed: 'warn' } as const;

/**
 * An endpoint's deliveries (CustomerWebhooks opens it): newest first, by status, a page at a time,
 * each with what its last attempt met, and Send again for one that is done.
 */
export function DeliveriesDialog({
  url,
  status,
  page,
  error,
  onShow,
  onClose,
  onResend,
  resendingId,
}: {
  url: string;
  status: WebhookDeliveryStatus | null;
  page: Page<WebhookDelivery> | undefined;
  error?: string | null;
  onShow: (status: WebhookDeliveryStatus | null, page: number) => void;
  onClose: () => void;
  onResend: (id: string) => Promise<unknown>;
  resendingId?: string | null;
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  // The last attempt: the endpoint's answer, or why none came (a reason of ours, or the connection's words).
  const outcome = (d: WebhookDelivery) => {
    const last = d.attempts.at(-1);
    if (!last) return t('webhooks.notTried');
    if (last.status !== null) return t('webhooks.answered', { status: last.status });
    return t(`webhooks.reason.${last.error}`, { defaultValue: t('webhooks.noAnswer', { error: last.error ?? '' }) });
  };
  const columns: DataColumn<WebhookDelivery>[] = [
    {
      id: 'event',
      header: t('webhooks.columns.event'),
      hideable: false,
      card: 'title',
      cell: (d) => (
        <span className={styles.stack}>
          <span>{t(`webhooks.event.${d.type}`)}</span>
          <span className={`${styles.code} ${styles.muted}`}>{d.trackingNumber}</span>
        </span>
      ),
    },
    { id: 'at', header: t('webhooks.columns.at'), card: 'line', cell: (d) => format.moment(d.createdAt) },
    {
      id: 'status',
      header: t('webhooks.columns.status'),
      card: 'badge',
      cell: (d) => (
        <Badge tone={statusTones[d.status]} withDot>
          {t(`webhooks.status.${d.status}`)}
        </Badge>
      ),
    },
    {
      id: 'attempts',
      header: t('webhooks.columns.attempts'),
      wrap: true,
      cell: (d) => (
        <span className={styles.stack}>
          <span>{outcome(d)}</span>
          <span className={styles.muted}>
            {t('webhooks.attemptCount', { count: d.attempts.length })}
            {d.status === 'pending' && d.nextAttemptAt
              ? ` · ${t('webhooks.nextAttempt', { at: format.moment(d.nextAttemptAt) })}`
              : ''}
          </span>
        </span>
      ),
    },
    {
      id: 'action',
      header: t('webhooks.columns.action'),
      hideable: false,
      cell: (d) =>
        d.status === 'pending' ? (
          '—'
        ) : (
          <Button
            variant="secondary"
            size="sm"
            icon="heroicons_outline:arrow-path"
            aria-label={t('webhooks.resendOne', { event: t(`webhooks.event.${d.type}`), tracking: d.trackingNumber })}
            isPending={resendingId === d.id}
            onPress={() => void onResend(d.id).catch(() => undefined)}
          >
            {t('webhooks.resend')}
          </Button>
        ),
    },
  ];
  const filterItems = [
    { id: 'all', label: t('webhooks.status.all') },
    ...webhookDeliveryStatuses.map((s) => ({ id: s, label: t(`webhooks.status.${s}`) })),
  ];
  const current = page?.page ?? 1;
  const last = page?.lastPage ?? 1;
  return (
    <Dialog
      isOpen
      size="xl"
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('webhooks.deliveriesTitle')}
    >
      <div className={styles.stackGap}>
        <p className={`${styles.code} ${styles.muted}`}>{url}</p>
        <Select
          label={t('webhooks.showStatus')}
          items={filterItems}
          value={status ?? 'all'}
          onChange={(key) => onShow(key === 'all' || key === null ? null : (key as WebhookDeliveryStatus), 1)}
        />
        <DataTable
          aria-label={t('webhooks.deliveriesTitle')}
          columns={columns}
          rows={page?.items ?? []}
          getRowId={(d) => d.id}
          isLoading={page === undefined && !error}
          error={error ?? undefined}
          emptyState={t(status ? 'webhooks.noDeliveriesOf' : 'webhooks.noDeliveries', {
            status: status ? t(`webhooks.status.${status}`) : '',
          })}
          footer={
            last > 1 ? (
              <span className={styles.buttons}>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={current <= 1}
                  onPress={() => onShow(status, current - 1)}
                >
                  {t('webhooks.newer')}
                </Button>
                <span className={styles.muted}>{t('webhooks.pageOf', { page: current, last })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={current >= last}
                  onPress={() => onShow(status, current + 1)}
                >
                  {t('webhooks.older')}
                </Button>
              </span>
            ) : undefined
          }
        />
      </div>
    </Dialog>
  );
}
