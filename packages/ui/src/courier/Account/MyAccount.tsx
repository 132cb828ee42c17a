import { useState } from 'react';
import { z } from 'zod';
import {
  avatarMaxBytes,
  changePasswordInput,
  fieldErrors,
  passwordMinLength,
  profileInput,
  userLanguages,
  type Office,
  type Profile,
  type ProfileInput,
  type UserSession,
} from '@courier/domain';
import { DataTable, type DataColumn } from '../../data/DataTable/DataTable';
import { Alert } from '../../shell/auth/AuthPage';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ConfirmationDialog } from '../../primitives/ConfirmationDialog/ConfirmationDialog';
import { avatarFit } from '../../primitives/ImageUpload/fitImage';
import { ImageUpload } from '../../primitives/ImageUpload/ImageUpload';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import { officeCode } from '../MasterData/shared';
import * as css from './MyAccount.css';

/** What the server said of a refused save: its message, and its field codes. */
export interface Refusal {
  message: string;
  fields?: Record<string, string>;
}

export interface MyAccountProps {
  /** One's own account; undefined while it loads. */
  profile: Profile | undefined;
  offices: readonly Office[];
  /** Saves the name, phone and language; a refusal comes back as `profileError`. */
  onSaveProfile: (input: ProfileInput) => Promise<unknown>;
  profileError?: Refusal | null;
  /** Sends a new photo, already cut to a square of 256 px; a refusal comes back as `avatarError`. */
  onChangeAvatar: (image: Blob) => Promise<unknown>;
  onRemoveAvatar: () => Promise<unknown>;
  avatarError?: Refusal | null;
  /** Changes the password (the current one is asked); a refusal comes back as `passwordError`. */
  onChangePassword: (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  passwordError?: Refusal | null;
  /** The open sessions, this one first; undefined while they load. */
  sessions: readonly UserSession[] | undefined;
  onSignOutSession: (id: string) => Promise<unknown>;
  onSignOutOthers: () => Promise<unknown>;
  /** The session being signed out ("others" for all the other ones). */
  pendingSession?: string | null;
  sessionsError?: string | null;
}

/**
 * One's own account: the profile (photo, name, phone and the app's language; email, role and
 * office are the administrator's), the password changed with the current one, and the open sessions with
 * their device, address and last sight, each signed out on its own or all but this one at once.
 */
export function MyAccount(props: MyAccountProps) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.listTitle}>{t('account.title')}</h1>
      </div>
      <div className={css.columns}>
        {props.profile ? (
          <ProfileCard {...props} profile={props.profile} />
        ) : (
          <Card as="section" title={t('account.profile')}>
            <Skeleton shape="block" height={220} />
          </Card>
        )}
        <PasswordCard {...props} />
      </div>
      <SessionsCard {...props} />
    </div>
  );
}

interface ProfileValues {
  name: string;
  phone: string;
  language: string;
}
/** The language choice that names none: the browser's. */
const browserLanguage = 'browser';

function ProfileCard({
  profile,
  offices,
  onSaveProfile,
  profileError,
  onChangeAvatar,
  onRemoveAvatar,
  avatarError,
}: MyAccountProps & { profile: Profile }) {
  const { t } = useUiTranslation();
  const [saved, setSaved] = useState(false);
  const { form, text, select, summary, submit } = useSchemaForm<ProfileValues>({
    schema: profileInput,
    defaultValues: { name: profile.name, phone: profile.phone ?? '', language: profile.language ?? browserLanguage },
    prepare: (v) => ({
      name: v.name,
      phone: v.phone,
      language: v.language === browserLanguage ? null : v.language,
    }),
    serverErrors: profileError?.fields,
  });
  const place = [
    t(`roles.${profile.role}`),
    profile.officeId ? officeCode(offices as Office[], profile.officeId) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card as="section" title={t('account.profile')} subtitle={place}>
      <div className={css.form}>
        <ImageUpload
          texts={{
            label: t('account.photo'),
            upload: t('account.changePhoto'),
            remove: t('account.removePhoto'),
            hint: t('account.photoHint'),
            uploaded: t('account.photoSaved'),
            removed: t('account.photoRemoved'),
          }}
          preview={<Avatar name={profile.name} src={profile.avatar} size="xl" />}
          hasImage={Boolean(profile.avatar)}
          fit={avatarFit}
          maxBytes={avatarMaxBytes}
          onUpload={onChangeAvatar}
          onRemove={onRemoveAvatar}
          error={avatarError && { message: avatarError.message, code: avatarError.fields?.avatar }}
        />
        <form
          className={css.form}
          noValidate
          aria-label={t('account.profile')}
          onSubmit={submit(async (values) => {
            setSaved(false);
            await onSaveProfile(values as unknown as ProfileInput);
            form.reset(form.getValues());
            setSaved(true);
          })}
        >
          {summary}
          {profileError && !profileError.fields ? <Alert tone="warn">{profileError.message}</Alert> : null}
          {saved ? <Alert tone="success">{t('account.profileSaved')}</Alert> : null}
          {text('name', t('staff.name'), { autoComplete: 'name' })}
          <p className={css.fixed}>
            <span className={styles.muted}>{t('staff.email')}</span> {profile.email}
          </p>
          {text('phone', t('staff.phone'), { type: 'tel', required: false, description: t('records.phoneHint') })}
          {select(
            'language',
            t('account.language'),
            [
              { id: browserLanguage, label: t('account.browserLanguage') },
              ...userLanguages.map((language) => ({ id: language, label: t(`shell.languages.${language}`) })),
            ],
            { description: t('account.languageHint') },
          )}
          <div className={css.actions}>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {t('account.saveProfile')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}
/** The domain's rule, and the two new ones typed alike. */
const passwordForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirm: z.string() })
  .superRefine((value, ctx) => {
    const checked = changePasswordInput.safeParse(value);
    const codes = checked.success ? {} : fieldErrors(checked.error.issues);
    for (const [path, code] of Object.entries(codes)) {
      // A new password too short says how long it must be, not that it is missing.
      const said = path === 'newPassword' && code === 'too_small' ? 'password_length' : code;
      ctx.addIssue({ code: 'custom', path: [path], message: said, params: { code: said } });
    }
    if (value.confirm !== value.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'mismatch', params: { code: 'mismatch' } });
  });

function PasswordCard({ onChangePassword, passwordError }: MyAccountProps) {
  const { t } = useUiTranslation();
  const [changed, setChanged] = useState(false);
  const { form, text, summary, submit } = useSchemaForm<PasswordValues>({
    schema: passwordForm,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    serverErrors: passwordError?.fields,
  });
  return (
    <Card as="section" title={t('account.password')} subtitle={t('account.passwordIntro')}>
      <form
        className={css.form}
        noValidate
        aria-label={t('account.password')}
        onSubmit={submit(async (values) => {
          setChanged(false);
          await onChangePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
          form.reset();
          setChanged(true);
        })}
      >
        {summary}
        {passwordError && !passwordError.fields ? <Alert tone="warn">{passwordError.message}</Alert> : null}
        {changed ? <Alert tone="success">{t('account.passwordChanged')}</Alert> : null}
        {text('currentPassword', t('account.currentPassword'), { type: 'password', autoComplete: 'current-password' })}
        {text('newPassword', t('account.newPassword'), {
          type: 'password',
          autoComplete: 'new-password',
          description: t('account.passwordRule', { count: passwordMinLength }),
        })}
        {text('confirm', t('account.confirmPassword'), { type: 'password', autoComplete: 'new-password' })}
        <div className={css.actions}>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {t('account.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard({ sessions, onSignOutSession, onSignOutOthers, pendingSession, sessionsError }: MyAccountProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [asking, setAsking] = useState(false);
  const others = (sessions ?? []).filter((s) => !s.current).length;
  const columns: DataColumn<UserSession>[] = [
    {
      id: 'device',
      header: t('account.device'),
      hideable: false,
      cell: (s) => (
        <span className={css.device}>
          {s.device || t('account.unknownDevice')}
          {s.current ? (
            <Badge tone="success" size="sm">
              {t('account.thisDevice')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { id: 'address', header: t('audit.columns.address'), cell: (s) => s.address ?? '—' },
    { id: 'signedInAt', header: t('account.signedIn'), cell: (s) => format.moment(s.signedInAt) },
    { id: 'lastSeenAt', header: t('account.lastSeen'), cell: (s) => format.moment(s.lastSeenAt) },
    {
      id: 'action',
      header: t('account.action'),
      hideable: false,
      cell: (s) =>
        s.current ? (
          '—'
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('account.signOutOne', { device: s.device || t('account.unknownDevice') })}
            isPending={pendingSession === s.id}
            onPress={() => void onSignOutSession(s.id).catch(() => undefined)}
          >
            {t('shell.user.signOut')}
          </Button>
        ),
    },
  ];
  return (
    <Card
      as="section"
      title={t('account.sessions')}
      subtitle={t('account.sessionsIntro')}
      actions={
        <Button
          variant="secondary"
          icon="heroicons_outline:arrow-right-on-rectangle"
          isDisabled={!others}
          isPending={pendingSession === 'others'}
          onPress={() => setAsking(true)}
        >
          {t('account.signOutOthers')}
        </Button>
      }
    >
      <DataTable
        aria-label={t('account.sessions')}
        columns={columns}
        rows={(sessions ?? []) as UserSession[]}
        getRowId={(s) => s.id}
        isLoading={sessions === undefined && !sessionsError}
        error={sessionsError ?? undefined}
        emptyState={<p className={styles.muted}>{t('account.noSessions')}</p>}
      />
      <ConfirmationDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t('account.signOutOthersTitle', { count: others })}
        message={t('account.signOutOthersMessage')}
        confirmLabel={t('account.signOutOthers')}
        onConfirm={() => {
          setAsking(false);
          void onSignOutOthers().catch(() => undefined);
        }}
      />
    </Card>
  );
}
