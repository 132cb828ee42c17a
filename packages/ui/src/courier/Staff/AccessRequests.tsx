import { useState } from 'react';
import {
  accessDecision,
  officeRoles,
  roles,
  type AccessDecision,
  type AccessRequest,
  type Office,
  type Role,
} from '@courier/domain';
import { EditorDialog } from '../../apps/shared/EditorDialog';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import { officeItems } from '../MasterData/shared';
import * as css from './Staff.css';

export interface AccessRequestsProps {
  /** The requests waiting, oldest first. */
  requests: readonly AccessRequest[];
  offices: readonly Office[];
  /** Approves (with the account's role and office) or declines; a refusal comes back as `error`. */
  onDecide: (id: string, decision: AccessDecision) => Promise<unknown>;
  /** The request whose decision is on its way. */
  pendingId?: string | null;
  error?: string | null;
  serverErrors?: Record<string, string>;
}

/**
 * The access requests that the sign-up page filed: who asked, for which company, and when. The
 * administrator approves one with the role and office of the account it becomes (its invitation
 * is mailed), or declines it (the person is told by mail). Nothing shows while none waits.
 */
export function AccessRequests({ requests, offices, onDecide, pendingId, error, serverErrors }: AccessRequestsProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [approving, setApproving] = useState<AccessRequest | null>(null);
  const [declining, setDeclining] = useState<AccessRequest | null>(null);
  if (!requests.length) return null;
  return (
    <Card as="section" title={t('staff.requests.title', { count: requests.length })}>
      <p className={styles.muted}>{t('staff.requests.intro')}</p>
      <ul className={css.requests}>
        {requests.map((request) => (
          <li key={request.id} className={css.request}>
            <div className={css.who}>
              <strong>{request.name}</strong>
              <span className={styles.muted}>
                {request.email} · {request.company}
              </span>
              <span className={styles.muted}>
                {t('staff.requests.asked', { when: format.moment(request.requestedAt) })}
              </span>
            </div>
            <div className={styles.buttons}>
              <Button
                size="sm"
                icon="heroicons_outline:check"
                isPending={pendingId === request.id}
                onPress={() => setApproving(request)}
                aria-label={t('staff.requests.approveOne', { name: request.name })}
              >
                {t('staff.requests.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon="heroicons_outline:x-mark"
                isDisabled={pendingId === request.id}
                onPress={() => setDeclining(request)}
                aria-label={t('staff.requests.declineOne', { name: request.name })}
              >
                {t('staff.requests.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {approving ? (
        <ApproveDialog
          request={approving}
          offices={offices}
          onClose={() => setApproving(null)}
          onApprove={(decision) => onDecide(approving.id, decision)}
          error={error}
          serverErrors={serverErrors}
        />
      ) : null}
      <ConfirmationDialog
        isOpen={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        tone="warn"
        icon="heroicons_outline:x-mark"
        title={t('staff.requests.declineTitle', { name: declining?.name ?? '' })}
        message={t('staff.requests.declineMessage')}
        confirmLabel={t('staff.requests.decline')}
        onConfirm={() => {
          const request = declining;
          setDeclining(null);
          if (request) void onDecide(request.id, { decision: 'decline' }).catch(() => undefined);
        }}
      />
    </Card>
  );
}

interface ApproveValues {
  role: Role | '';
  officeId: string;
}

/** The role (and, for a clerk or a driver, the office) of the account an approval makes. */
function ApproveDialog({
  request,
  offices,
  onClose,
  onApprove,
  error,
  serverErrors,
}: {
  request: AccessRequest;
  offices: readonly Office[];
  onClose: () => void;
  onApprove: (decision: AccessDecision) => Promise<unknown>;
  error?: string | null;
  serverErrors?: Record<string, string>;
}) {
  const { t } = useUiTranslation();
  const { form, values, select, summary, submit } = useSchemaForm<ApproveValues>({
    schema: accessDecision.superRefine((value, ctx) => {
      if (value.role && officeRoles.includes(value.role) && !value.officeId)
        ctx.addIssue({ code: 'custom', path: ['officeId'], message: 'required', params: { code: 'required' } });
    }),
    defaultValues: { role: '', officeId: '' },
    watch: ['role'],
    prepare: (v) => ({ decision: 'approve', role: v.role || undefined, officeId: v.officeId || null }),
    serverErrors,
  });
  const atOffice = values.role !== '' && officeRoles.includes(values.role);
  return (
    <EditorDialog
      title={t('staff.requests.approveTitle', { name: request.name })}
      onClose={onClose}
      onSubmit={submit(async (decision) => {
        await onApprove(decision as unknown as AccessDecision);
        onClose();
      })}
      isSubmitting={form.formState.isSubmitting}
      error={error}
    >
      {summary}
      <p className={styles.muted}>{t('staff.requests.approveIntro', { email: request.email })}</p>
      {select(
        'role',
        t('staff.role'),
        roles.map((role) => ({ id: role, label: t(`roles.${role}`) })),
      )}
      {select('officeId', t('staff.office'), officeItems(offices as Office[]), {
        required: atOffice,
        description: atOffice ? t('staff.officeHint') : t('staff.networkHint'),
      })}
    </EditorDialog>
  );
}
