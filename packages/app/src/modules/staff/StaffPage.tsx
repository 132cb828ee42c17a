import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@courier/domain';
import { StaffAccounts, toast } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useOffices } from '../../api/reference';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';

const accountsKey = ['staff', 'accounts'] as const;

/**
 * /secure/staff: the administrator's staff accounts. A change is sent, then the list shows the
 * server's answer (and a toast says it); a refusal is said in a toast and changes nothing.
 */
export function StaffPage() {
  const { t } = useTranslation('ui');
  useTitle(t('staff.title'));
  const { user } = useAuth();
  const offices = useOffices();
  const queryClient = useQueryClient();
  const accounts = useQuery({
    queryKey: accountsKey,
    queryFn: ({ signal }) => request<StaffAccount[]>('/api/v1/users', { signal }),
  });
  const change = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      request<StaffAccount>(`/api/v1/users/${id}`, { method: 'PATCH', body: { active } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<StaffAccount[]>(accountsKey, (all) => all?.map((a) => (a.id === saved.id ? saved : a)));
      toast.success(t(saved.active ? 'staff.enabledDone' : 'staff.disabledDone', { name: saved.name }));
    },
    onError: (error) => toast.warn(messageOf(error)),
  });
  return (
    <StaffAccounts
      accounts={accounts.data}
      offices={offices}
      currentUserId={user?.id ?? ''}
      pendingId={change.isPending ? change.variables.id : null}
      error={accounts.error ? messageOf(accounts.error) : null}
      onRetry={() => void accounts.refetch()}
      onActiveChange={(id, active) => change.mutateAsync({ id, active }).catch(() => undefined)}
    />
  );
}
