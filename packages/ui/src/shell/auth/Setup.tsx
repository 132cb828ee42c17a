import { Form } from 'react-aria-components';
import type { z } from 'zod';
import { lazyChecks } from '../../forms/lazyChecks';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Link } from '../../primitives/Link/Link';
import { Alert, AuthPage } from './AuthPage';
import { AuthText, useAuthForm } from './useAuthForm';
import type { setupForm } from './authSchemas';
import * as styles from './auth.css';

export type SetupValues = z.infer<typeof setupForm>;
const setupChecks = lazyChecks<SetupValues>(() => import('./authSchemas').then((m) => m.setupForm));

export interface SetupProps {
  /** The product's name in the page's header (the company has none yet). */
  companyName: string;
  /** Whether the link still works: checking it, or spent (used, past its time, or never made). */
  link: 'checking' | 'valid' | 'spent';
  signInHref: string;
  onSubmit: (values: SetupValues) => Promise<unknown> | void;
  /** The server's refusal of the last try. */
  error?: string | null;
}

/**
 * A new company's first page (the setup link its server printed): the company as it signs its
 * labels and mails, and its first administrator, who is signed in when it is done.
 */
export function Setup({ companyName, link, signInHref, onSubmit, error }: SetupProps) {
  const { t } = useUiTranslation();
  const form = useAuthForm(setupChecks, onSubmit);
  if (link === 'spent')
    return (
      <AuthPage companyName={companyName} title={t('shell.auth.setup.title')}>
        <Alert tone="warn">{t('shell.auth.setup.spent')}</Alert>
        <p className={styles.lead}>
          <Link href={signInHref}>{t('shell.auth.setup.signIn')}</Link>
        </p>
      </AuthPage>
    );
  return (
    <AuthPage companyName={companyName} title={t('shell.auth.setup.title')} lead={t('shell.auth.setup.intro')}>
      {error ? <Alert tone="warn">{error}</Alert> : null}
      <Form className={styles.form} {...form.formProps}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('shell.auth.setup.company')}</legend>
          <AuthText name="companyName" label={t('shell.auth.setup.companyName')} autoComplete="organization" />
          <AuthText
            name="companyAddress"
            label={t('shell.auth.setup.companyAddress')}
            autoComplete="street-address"
            isRequired={false}
          />
          <AuthText
            name="companyPhone"
            label={t('shell.auth.setup.companyPhone')}
            autoComplete="tel"
            isRequired={false}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('shell.auth.setup.administrator')}</legend>
          <AuthText name="name" label={t('shell.auth.setup.name')} autoComplete="name" />
          <AuthText name="email" type="email" label={t('shell.auth.setup.email')} autoComplete="email" />
          <AuthText
            name="password"
            type="password"
            label={t('shell.auth.reset.password')}
            autoComplete="new-password"
          />
          <AuthText name="confirm" type="password" label={t('shell.auth.reset.confirm')} autoComplete="new-password" />
        </fieldset>
        <Button type="submit" fullWidth size="lg" isPending={form.isSubmitting} isDisabled={link === 'checking'}>
          {t('shell.auth.setup.submit')}
        </Button>
      </Form>
    </AuthPage>
  );
}
