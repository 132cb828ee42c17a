import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiKey, ApiKeyInput, Customer, IssuedApiKey } from '@courier/domain';
import { CustomerApiKeys, customerName, toast } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf, refusalOf } from '../../api/messages';

const keysKey = (customerId: string) => ['customers', customerId, 'api-keys'] as const;
const keysPath = (customerId: string) => `/api/v1/customers/${encodeURIComponent(customerId)}/api-keys`;

/** A customer's API keys, newest first (GET /api/v1/customers/{id}/api-keys: the administrator's). */
export function useCustomerApiKeys(customerId: string) {
  return useQuery({
    queryKey: keysKey(customerId),
    queryFn: ({ signal }) => request<ApiKey[]>(keysPath(customerId), { signal }),
  });
}

/**
 * The API keys of a customer's page, for the administrator (the server refuses anyone else). A
 * key is issued by a plain request rather than a mutation: its secret goes to the panel's dialog
 * and is kept nowhere else, not in the query cache; the list keeps the key without it.
 */
export function CustomerApiKeysPanel({ customer }: { customer: Customer }) {
  const { t } = useTranslation('ui');
  const queryClient = useQueryClient();
  const keys = useCustomerApiKeys(customer.id);
  const [issueError, setIssueError] = useState<ReturnType<typeof refusalOf> | null>(null);
  const keep = (key: ApiKey) =>
    queryClient.setQueryData<ApiKey[]>(keysKey(customer.id), (all) =>
      all?.some((k) => k.id === key.id) ? all.map((k) => (k.id === key.id ? key : k)) : [key, ...(all ?? [])],
    );
  const revoke = useMutation({
    mutationFn: (id: string) =>
      request<ApiKey>(`${keysPath(customer.id)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (revoked) => {
      keep(revoked);
      toast.success(t('apiKeys.revoked', { name: revoked.name }));
    },
    onError: (error) => toast.warn(messageOf(error)),
  });
  return (
    <CustomerApiKeys
      customerName={customerName(customer)}
      keys={keys.data}
      error={keys.error ? messageOf(keys.error) : null}
      onRetry={() => void keys.refetch()}
      onIssue={async (input: ApiKeyInput) => {
        setIssueError(null);
        try {
          const issued = await request<IssuedApiKey>(keysPath(customer.id), { method: 'POST', body: input });
          keep(issued.apiKey);
          toast.success(t('apiKeys.issued', { name: issued.apiKey.name }));
          return issued;
        } catch (caught) {
          setIssueError(refusalOf(caught));
          throw caught;
        }
      }}
      issueError={issueError}
      onIssueReset={() => setIssueError(null)}
      onRevoke={(id) => revoke.mutateAsync(id)}
      pendingId={revoke.isPending ? revoke.variables : null}
    />
  );
}
