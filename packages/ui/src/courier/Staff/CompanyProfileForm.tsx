import { useState } from 'react';
import { companyProfile, logoMaxBytes, type Company, type CompanyProfile } from '@courier/domain';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { logoFit } from '../../primitives/ImageUpload/fitImage';
import { ImageUpload } from '../../primitives/ImageUpload/ImageUpload';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as styles from '../../records/Record.css';
import { Alert } from '../../shell/auth/AuthPage';
import { Logo } from '../../shell/Layout/Logo';
import type { Refusal } from '../Account/MyAccount';
import * as css from '../Account/MyAccount.css';

export interface CompanyProfileFormProps {
  /** The profile as kept, with its logo; undefined while it loads. */
  profile: Company | undefined;
  /** Saves the name, address and phone; a refusal comes back as `error`. */
  onSave: (profile: CompanyProfile) => Promise<unknown>;
  error?: Refusal | null;
  /** Sends a new logo, already made at most 512 px wide; a refusal comes back as `logoError`. */
  onUploadLogo: (image: Blob) => Promise<unknown>;
  onRemoveLogo: () => Promise<unknown>;
  logoError?: Refusal | null;
  /** Where "Staff accounts" goes back to. */
  backHref: string;
}

/**
 * The company's profile, for the administrator: the name, address and phone that the shell,
 * the labels, the manifests, the public tracking page and the e-mails show, and the logo shown
 * beside the name (as the preview shows it) everywhere but the e-mails, which are plain text.
 */
export function CompanyProfileForm(props: CompanyProfileFormProps) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.root}>
      <Link href={props.backHref} className={styles.back}>
        ← {t('staff.title')}
      </Link>
      <div className={styles.header}>
        <h1 className={styles.listTitle}>{t('company.title')}</h1>
      </div>
      <p className={styles.muted}>{t('company.intro')}</p>
      <Card as="section" title={t('company.details')}>
        {props.profile ? <Fields {...props} profile={props.profile} /> : <Skeleton shape="block" height={240} />}
      </Card>
      <Card as="section" title={t('company.logo')} subtitle={t('company.logoIntro')}>
        {props.profile ? (
          <ImageUpload
            texts={{
              label: t('company.logo'),
              upload: t('company.uploadLogo'),
              remove: t('company.removeLogo'),
              hint: t('company.logoHint'),
              uploaded: t('company.logoSaved'),
              removed: t('company.logoRemoved'),
            }}
            preview={<Logo companyName={props.profile.name} logo={props.profile.logo} />}
            hasImage={Boolean(props.profile.logo)}
            fit={logoFit}
            maxBytes={logoMaxBytes}
            onUpload={props.onUploadLogo}
            onRemove={props.onRemoveLogo}
            error={props.logoError && { message: props.logoError.message, code: props.logoError.fields?.logo }}
          />
        ) : (
          <Skeleton shape="block" height={96} />
        )}
      </Card>
    </div>
  );
}

function Fields({ profile, onSave, error }: CompanyProfileFormProps & { profile: Company }) {
  const { t } = useUiTranslation();
  const [saved, setSaved] = useState(false);
  const { form, text, area, summary, submit } = useSchemaForm<CompanyProfile>({
    schema: companyProfile,
    defaultValues: { name: profile.name, address: profile.address, phone: profile.phone },
    serverErrors: error?.fields,
  });
  return (
    <form
      className={css.form}
      noValidate
      aria-label={t('company.details')}
      onSubmit={submit(async (values) => {
        setSaved(false);
        await onSave(values);
        form.reset(values);
        setSaved(true);
      })}
    >
      {summary}
      {error && !error.fields ? <Alert tone="warn">{error.message}</Alert> : null}
      {saved ? <Alert tone="success">{t('company.saved')}</Alert> : null}
      {text('name', t('company.name'), { autoComplete: 'organization' })}
      {area('address', t('company.address'))}
      {text('phone', t('company.phone'), { type: 'tel', required: false, normalise: (typed) => typed.trim() })}
      <div className={css.actions}>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {t('company.save')}
        </Button>
      </div>
    </form>
  );
}
