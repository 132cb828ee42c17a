import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  AccessDecision,
  AccessRequest,
  InvitedAccount,
  StaffAccount,
  StaffAccountInput,
  StaffAccountPatch,
} from '@courier/domain';
import { StaffAccounts, toast } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf, refusalOf } from '../../api/messages';
import { driversQuery, officesQuery } from '../../api/reference';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';

const accountsKey = ['staff', 'accounts'] as const;
const requestsKey = ['staff', 'access-requests'] as const;

type FormError = ReturnType<typeof refusalOf>;

/**
 * /secure/staff: the administrator's staff accounts and sign-up's access requests. A change is
 * sent, then the list shows the server's answer (and a toast says it). A refused save keeps its
 * dialog open with the server's reason on its fields; a refused disable is said in a toast.
 */
export function StaffPage() {
  const { t } = useTranslation('ui');
  useTitle(t('staff.title'));
  const { user } = useAuth();
  const officeList = useQuery(officesQuery);
  const offices = officeList.data ?? [];
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<FormError | null>(null);
  const accounts = useQuery({
    queryKey: accountsKey,
    queryFn: ({ signal }) => request<StaffAccount[]>('/api/v1/users', { signal }),
  });
  const requests = useQuery({
    queryKey: requestsKey,
    queryFn: ({ signal }) => request<AccessRequest[]>('/api/v1/access-requests', { signal }),
  });
  const drivers = useQuery(driversQuery);
  const keep = (saved: StaffAccount) =>
    queryClient.setQueryData<StaffAccount[]>(accountsKey, (all) =>
      all?.some((a) => a.id === saved.id) ? all.map((a) => (a.id === saved.id ? saved : a)) : [...(all ?? []), saved],
    );
  /** A toast for an invitation that was mailed; a link to hand over is shown by the page itself. */
  const mailed = ({ account, invitation }: InvitedAccount, message: string) => {
    keep(account);
    if (invitation.mailed) toast.success(message);
  };
  /** Runs a save of a dialog: its refusal is kept for the dialog (and thrown, so it stays open). */
  const saving = async <T,>(save: () => Promise<T>) => {
    setFormError(null);
    try {
      return await save();
    } catch (caught) {
      setFormError(refusalOf(caught));
      throw caught;
    }
  };

  const change = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      request<StaffAccount>(`/api/v1/users/${id}`, { method: 'PATCH', body: { active } }),
    onSuccess: (saved) => {
      keep(saved);
      toast.success(t(saved.active ? 'staff.enabledDone' : 'staff.disabledDone', { name: saved.name }));
    },
    onError: (error) => toast.warn(messageOf(error)),
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: AccessDecision }) =>
      request<{ decision: 'approved' | 'declined' } & Partial<InvitedAccount>>(`/api/v1/access-requests/${id}`, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: (answer, { id }) => {
      const asked = requests.data?.find((r) => r.id === id);
      queryClient.setQueryData<AccessRequest[]>(requestsKey, (all) => all?.filter((r) => r.id !== id));
      if (answer.account) keep(answer.account);
      if (answer.decision === 'declined') toast.success(t('staff.requests.declined', { name: asked?.name ?? '' }));
      else if (answer.invitation?.mailed) toast.success(t('staff.requests.approved', { name: answer.account?.name }));
    },
    onError: (error, { decision }) => {
      if (decision.decision === 'decline') toast.warn(messageOf(error));
      void queryClient.invalidateQueries({ queryKey: requestsKey });
    },
  });

  return (
    <StaffAccounts
      accounts={accounts.data}
      offices={offices}
      drivers={drivers.data ?? []}
      currentUserId={user?.id ?? ''}
      pendingId={change.isPending ? change.variables.id : decide.isPending ? decide.variables.id : null}
      error={accounts.error ? messageOf(accounts.error) : null}
      onRetry={() => void accounts.refetch()}
      onActiveChange={(id, active) => change.mutateAsync({ id, active }).catch(() => undefined)}
      onCreate={(input: StaffAccountInput) =>
        saving(async () => {
          const answer = await request<InvitedAccount>('/api/v1/users', { method: 'POST', body: input });
          mailed(answer, t('staff.created', { name: answer.account.name }));
          return answer;
        })
      }
      onUpdate={(id, patch: StaffAccountPatch) =>
        saving(async () => {
          const saved = await request<StaffAccount>(`/api/v1/users/${id}`, { method: 'PATCH', body: patch });
          keep(saved);
          toast.success(t('staff.saved', { name: saved.name }));
          return saved;
        })
      }
      onSendLink={(id) =>
        saving(async () => {
          const answer = await request<InvitedAccount>(`/api/v1/users/${id}/password-link`, { method: 'POST' });
          mailed(answer, t('staff.linkMailed', { email: answer.account.email }));
          return answer;
        })
      }
      formError={formError}
      onFormReset={() => setFormError(null)}
      accessRequests={requests.data}
      onDecide={(id, decision) => saving(() => decide.mutateAsync({ id, decision }))}
      auditHref="/secure/staff/audit"
      companyHref="/secure/staff/company"
      // Once the offices are known: a company with none is told to add its first.
      newOfficeHref={officeList.isSuccess ? '/secure/destinations/new' : undefined}
    />
  );
}
