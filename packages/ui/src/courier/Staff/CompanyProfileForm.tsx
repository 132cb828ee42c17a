import { useState } from 'react';
import { companyProfile, type CompanyProfile } from '@courier/domain';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as styles from '../../records/Record.css';
import { Alert } from '../../shell/auth/AuthPage';
import type { Refusal } from '../Account/MyAccount';
import * as css from '../Account/MyAccount.css';

export interface CompanyProfileFormProps {
  /** The profile as kept; undefined while it loads. */
  profile: CompanyProfile | undefined;
  /** Saves it; a refusal comes back as `error`. */
  onSave: (profile: CompanyProfile) => Promise<unknown>;
  error?: Refusal | null;
  /** Where "Staff accounts" goes back to. */
  backHref: string;
}

/**
 * The company's profile, for the administrator: the name, address and phone that the shell,
 * the labels, the manifests, the public tracking page and the e-mails show.
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
    </div>
  );
}

function Fields({ profile, onSave, error }: CompanyProfileFormProps & { profile: CompanyProfile }) {
  const { t } = useUiTranslation();
  const [saved, setSaved] = useState(false);
  const { form, text, area, summary, submit } = useSchemaForm<CompanyProfile>({
    schema: companyProfile,
    defaultValues: profile,
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
