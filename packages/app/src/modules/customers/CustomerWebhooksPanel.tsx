import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  CreatedWebhookEndpoint,
  Customer,
  ListedWebhookEndpoint,
  Page,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpointInput,
} from '@courier/domain';
import { CustomerWebhooks, customerName, toast } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf, refusalOf } from '../../api/messages';

const endpointsKey = (customerId: string) => ['customers', customerId, 'webhooks'] as const;
const endpointsPath = (customerId: string) => `/api/v1/customers/${encodeURIComponent(customerId)}/webhooks`;

interface DeliveryQuery {
  endpointId: string;
  status: WebhookDeliveryStatus | null;
  page: number;
}

/**
 * The webhook endpoints of a customer's page, for the administrator (the server refuses anyone
 * else), and the deliveries of the one opened. An endpoint is added by a plain request rather than
 * a mutation: its secret goes to the panel's dialog and is kept nowhere else, not in the query cache.
 */
export function CustomerWebhooksPanel({ customer }: { customer: Customer }) {
  const { t } = useTranslation('ui');
  const queryClient = useQueryClient();
  const path = endpointsPath(customer.id);
  const endpoints = useQuery({
    queryKey: endpointsKey(customer.id),
    queryFn: ({ signal }) => request<ListedWebhookEndpoint[]>(path, { signal }),
  });
  const [saveError, setSaveError] = useState<ReturnType<typeof refusalOf> | null>(null);
  const [shown, setShown] = useState<DeliveryQuery | null>(null);
  const deliveries = useQuery({
    queryKey: [...endpointsKey(customer.id), 'deliveries', shown] as const,
    enabled: shown !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request<Page<WebhookDelivery>>(
        `${path}/${encodeURIComponent(shown!.endpointId)}/deliveries?page=${shown!.page}&size=25${shown!.status ? `&status=${shown!.status}` : ''}`,
        { signal },
      ),
  });
  const reread = () => queryClient.invalidateQueries({ queryKey: endpointsKey(customer.id) });
  const saved = async <T,>(write: () => Promise<T>) => {
    setSaveError(null);
    try {
      return await write();
    } catch (caught) {
      setSaveError(refusalOf(caught));
      throw caught;
    } finally {
      void reread();
    }
  };
  const remove = useMutation({
    mutationFn: (id: string) => request<null>(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      const url = endpoints.data?.find((e) => e.id === id)?.url ?? '';
      if (shown?.endpointId === id) setShown(null);
      toast.success(t('webhooks.deleted', { url }));
    },
    onError: (error) => toast.warn(messageOf(error)),
    onSettled: reread,
  });
  const resend = useMutation({
    mutationFn: (deliveryId: string) =>
      request<WebhookDelivery>(
        `${path}/${encodeURIComponent(shown!.endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        { method: 'POST' },
      ),
    onSuccess: () => toast.success(t('webhooks.resent')),
    onError: (error) => toast.warn(messageOf(error)),
    onSettled: reread,
  });
  return (
    <CustomerWebhooks
      customerName={customerName(customer)}
      endpoints={endpoints.data}
      error={endpoints.error ? messageOf(endpoints.error) : null}
      onRetry={() => void endpoints.refetch()}
      onAdd={(input: WebhookEndpointInput) =>
        saved(async () => {
          const created = await request<CreatedWebhookEndpoint>(path, { method: 'POST', body: input });
          toast.success(t('webhooks.added', { url: created.endpoint.url }));
          return created;
        })
      }
      onChange={(id, patch) =>
        saved(async () => {
          const changed = await request<ListedWebhookEndpoint>(`${path}/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            body: patch,
          });
          toast.success(t('webhooks.changed', { url: changed.url }));
          return changed;
        })
      }
      onDelete={(id) => remove.mutateAsync(id)}
      saveError={saveError}
      onSaveReset={() => setSaveError(null)}
      pendingId={remove.isPending ? remove.variables : null}
      deliveries={
        shown && {
          endpointId: shown.endpointId,
          status: shown.status,
          page: deliveries.data,
          error: deliveries.error ? messageOf(deliveries.error) : null,
        }
      }
      onShowDeliveries={setShown}
      onResend={(id) => resend.mutateAsync(id)}
      resendingId={resend.isPending ? resend.variables : null}
    />
  );
}
