import { useMemo } from 'react';
import type { z } from 'zod';
import {
  officeRoles,
  roles,
  staffAccountInput,
  staffAccountPatch,
  type Driver,
  type Office,
  type Role,
  type StaffAccount,
  type StaffAccountInput,
  type StaffAccountPatch,
} from '@courier/domain';
import { EditorDialog } from '../../apps/shared/EditorDialog';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import * as styles from '../../records/Record.css';
import { officeItems } from '../MasterData/shared';

/** The office choice that names none: the account works for the whole network (an administrator, a manager). */
const network = 'network';
/** The driver-record choice that names none. */
const noRecord = 'none';

interface AccountValues {
  name: string;
  email: string;
  role: Role;
  officeId: string;
  driverId: string;
  phone: string;
}

/** A clerk or a driver works at one office: the form says so before the server would. */
const withPlace = <T extends z.ZodType<{ role?: Role; officeId?: string | null }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    if (value.role && officeRoles.includes(value.role) && !value.officeId)
      ctx.addIssue({ code: 'custom', path: ['officeId'], message: 'required', params: { code: 'required' } });
  });

export interface StaffAccountDialogProps {
  /** The account edited; none makes a new one. */
  account?: StaffAccount;
  /** Every account, to offer only the driver records nobody else's account names. */
  accounts: readonly StaffAccount[];
  offices: readonly Office[];
  drivers: readonly Driver[];
  /** The administrator himself: he may not change his own role. */
  isOwn?: boolean;
  onClose: () => void;
  /** Saves a new account (with its invitation) or a change; a refusal comes back as `error` and `serverErrors`. */
  onSave: (values: StaffAccountInput | StaffAccountPatch) => Promise<unknown>;
  /** Sends the account a new password link (offered for an active account). */
  onSendLink?: () => void;
  isSendingLink?: boolean;
  error?: string | null;
  serverErrors?: Record<string, string>;
}

/**
 * A staff account made or changed: name, email (fixed once made: it signs in), role, office,
 * phone, and for a driver the driver record his trips and scans belong to. A new account gets an
 * invitation to set its password; an existing one can be sent a new link from here.
 */
export function StaffAccountDialog({
  account,
  accounts,
  offices,
  drivers,
  isOwn = false,
  onClose,
  onSave,
  onSendLink,
  isSendingLink,
  error,
  serverErrors,
}: StaffAccountDialogProps) {
  const { t } = useUiTranslation();
  const editing = account !== undefined;
  const schema = useMemo(() => withPlace(editing ? staffAccountPatch : staffAccountInput), [editing]);
  const { form, values, text, select, summary, submit } = useSchemaForm<AccountValues>({
    schema,
    defaultValues: {
      name: account?.name ?? '',
      email: account?.email ?? '',
      role: account?.role ?? 'clerk',
      officeId: account ? (account.officeId ?? network) : '',
      driverId: account?.driverId ?? noRecord,
      phone: account?.phone ?? '',
    },
    watch: ['role'],
    prepare: (v) => {
      const place = {
        name: v.name,
        role: v.role,
        officeId: v.officeId && v.officeId !== network ? v.officeId : null,
        driverId: v.role === 'driver' && v.driverId && v.driverId !== noRecord ? v.driverId : null,
        phone: v.phone,
      };
      return editing ? place : { ...place, email: v.email.trim().toLowerCase() };
    },
    isLocked: (path) => (path === 'email' && editing) || (path === 'role' && isOwn),
    serverErrors,
  });
  const atOffice = officeRoles.includes(values.role);
  const freeDrivers = useMemo(() => {
    const held = new Set(accounts.filter((a) => a.id !== account?.id && a.driverId).map((a) => a.driverId));
    return drivers.filter((d) => !held.has(d.id));
  }, [accounts, account, drivers]);

  return (
    <EditorDialog
      title={account ? t('staff.editTitle', { name: account.name }) : t('staff.newTitle')}
      onClose={onClose}
      onSubmit={submit(async (parsed) => {
        await onSave(parsed as unknown as StaffAccountInput | StaffAccountPatch);
        onClose();
      })}
      isSubmitting={form.formState.isSubmitting}
      error={error}
      size="lg"
      extra={
        account?.active && onSendLink ? (
          <Button variant="secondary" icon="heroicons_outline:envelope" isPending={isSendingLink} onPress={onSendLink}>
            {t('staff.sendLink')}
          </Button>
        ) : null
      }
    >
      {summary}
      <p className={styles.muted}>{editing ? t('staff.editIntro') : t('staff.newIntro')}</p>
      <div className={styles.formGrid}>
        {text('name', t('staff.name'), { autoComplete: 'off' })}
        {text('email', t('staff.email'), {
          type: 'email',
          autoComplete: 'off',
          description: editing ? t('staff.emailFixed') : undefined,
        })}
        {select(
          'role',
          t('staff.role'),
          roles.map((role) => ({ id: role, label: t(`roles.${role}`) })),
          { description: isOwn ? t('staff.ownRole') : undefined },
        )}
        {select(
          'officeId',
          t('staff.office'),
          [...(atOffice ? [] : [{ id: network, label: t('staff.network') }]), ...officeItems(offices as Office[])],
          { description: atOffice ? t('staff.officeHint') : undefined },
        )}
        {text('phone', t('staff.phone'), { type: 'tel', required: false, description: t('records.phoneHint') })}
        {values.role === 'driver'
          ? select(
              'driverId',
              t('staff.driverRecord'),
              [
                { id: noRecord, label: t('staff.noDriverRecord') },
                ...freeDrivers.map((d) => ({ id: d.id, label: `${d.employeeNo} · ${d.name}` })),
              ],
              { required: false, description: t('staff.driverRecordHint') },
            )
          : null}
      </div>
    </EditorDialog>
  );
}
