import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { z } from 'zod';
import { lazyChecks } from '../../forms/lazyChecks';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Link } from '../../primitives/Link/Link';
import { Alert, AuthPage } from './AuthPage';
import { AuthText, useAuthForm } from './useAuthForm';
import type { signInForm, signUpForm } from './authSchemas';
import * as styles from './auth.css';

const schemas = () => import('./authSchemas');
const signInChecks = lazyChecks<SignInValues>(() => schemas().then((m) => m.signInForm));
const signUpChecks = lazyChecks<SignUpValues>(() => schemas().then((m) => m.signUpForm));
const forgotChecks = lazyChecks<{ email: string }>(() => schemas().then((m) => m.forgotForm));
const resetChecks = lazyChecks<{ password: string; confirm: string }>(() => schemas().then((m) => m.resetForm));
const unlockChecks = lazyChecks<{ password: string }>(() => schemas().then((m) => m.unlockForm));

/** The wide submit button at the foot of every auth form, spinning while the request runs. */
function Submit({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" fullWidth size="lg" isPending={isPending}>
      {children}
    </Button>
  );
}

function BackToSignIn({ href }: { href: string }) {
  const { t } = useUiTranslation();
  return (
    <p className={styles.lead}>
      {t('shell.auth.forgot.back')} <Link href={href}>{t('shell.auth.forgot.signIn')}</Link>
    </p>
  );
}

export type SignInValues = z.infer<typeof signInForm>;

interface Common {
  companyName: string;
  /** Where the links go. */
  links: { signIn: string; signUp: string; forgotPassword: string };
}

export interface SignInProps extends Common {
  onSubmit: (values: SignInValues) => Promise<unknown> | void;
  /** The server's answer to the last try (wrong credentials). */
  error?: string | null;
  /** The demo accounts list, shown while the mock server is on. */
  demoAccounts?: ReactNode;
  defaultEmail?: string;
  /** A sign-in started outside the form (a demo account) is under way. */
  isPending?: boolean;
}

/** Email, password, remember me; the server's refusal in an alert above the form. */
export function SignIn({
  companyName,
  links,
  onSubmit,
  error,
  demoAccounts,
  defaultEmail = '',
  isPending = false,
}: SignInProps) {
  const { t } = useUiTranslation();
  const form = useAuthForm(signInChecks, onSubmit);
  return (
    <AuthPage
      companyName={companyName}
      title={t('shell.auth.signIn.title')}
      lead={
        <>
          {t('shell.auth.signIn.noAccount')} <Link href={links.signUp}>{t('shell.auth.signIn.signUp')}</Link>
        </>
      }
    >
      {error ? <Alert tone="warn">{error}</Alert> : null}
      <Form className={styles.form} {...form.formProps}>
        <AuthText
          name="email"
          type="email"
          autoComplete="username"
          label={t('shell.auth.signIn.email')}
          defaultValue={defaultEmail}
        />
        <AuthText
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('shell.auth.signIn.password')}
        />
        <div className={styles.row}>
          <Checkbox name="remember" defaultSelected>
            {t('shell.auth.signIn.remember')}
          </Checkbox>
          <Link href={links.forgotPassword}>{t('shell.auth.signIn.forgot')}</Link>
        </div>
        <Submit isPending={form.isSubmitting || isPending}>{t('shell.auth.signIn.submit')}</Submit>
      </Form>
      {demoAccounts}
    </AuthPage>
  );
}

export type SignUpValues = z.infer<typeof signUpForm>;

export function SignUp({
  companyName,
  links,
  onSubmit,
  error,
}: Common & { onSubmit: (values: SignUpValues) => Promise<unknown> | void; error?: string | null }) {
  const { t } = useUiTranslation();
  const [sent, setSent] = useState(false);
  const form = useAuthForm(signUpChecks, onSubmit, () => setSent(true));
  return (
    <AuthPage
      companyName={companyName}
      title={t('shell.auth.signUp.title')}
      lead={
        <>
          {t('shell.auth.signUp.haveAccount')} <Link href={links.signIn}>{t('shell.auth.signIn.title')}</Link>
        </>
      }
    >
      {error ? <Alert tone="warn">{error}</Alert> : null}
      {sent ? <Alert tone="success">{t('shell.auth.signUp.sent')}</Alert> : null}
      <Form className={styles.form} {...form.formProps}>
        <AuthText name="name" autoComplete="name" label={t('shell.auth.signUp.name')} />
        <AuthText name="email" type="email" autoComplete="email" label={t('shell.auth.signUp.email')} />
        <AuthText
          name="company"
          autoComplete="organization"
          label={t('shell.auth.signUp.company')}
          isRequired={false}
        />
        <Checkbox name="agreements" aria-describedby={form.errors.agreements ? 'agreements-error' : undefined}>
          {t('shell.auth.signUp.agreements')}
        </Checkbox>
        {form.errors.agreements ? (
          <span id="agreements-error" role="alert" className={styles.lead}>
            {form.errors.agreements}
          </span>
        ) : null}
        <Submit isPending={form.isSubmitting}>{t('shell.auth.signUp.submit')}</Submit>
      </Form>
    </AuthPage>
  );
}

export function ForgotPassword({
  companyName,
  links,
  onSubmit,
  error,
}: Common & { onSubmit: (values: { email: string }) => Promise<unknown> | void; error?: string | null }) {
  const { t } = useUiTranslation();
  const [sent, setSent] = useState(false);
  const form = useAuthForm(forgotChecks, onSubmit, () => setSent(true));
  return (
    <AuthPage companyName={companyName} title={t('shell.auth.forgot.title')} lead={t('shell.auth.forgot.intro')}>
      {error ? <Alert tone="warn">{error}</Alert> : null}
      {sent ? <Alert tone="success">{t('shell.auth.forgot.sent')}</Alert> : null}
      <Form className={styles.form} {...form.formProps}>
        <AuthText name="email" type="email" autoComplete="email" label={t('shell.auth.forgot.email')} />
        <Submit isPending={form.isSubmitting}>{t('shell.auth.forgot.submit')}</Submit>
      </Form>
      <BackToSignIn href={links.signIn} />
    </AuthPage>
  );
}

export function ResetPassword({
  companyName,
  links,
  onSubmit,
  error,
}: Common & { onSubmit: (values: { password: string }) => Promise<unknown> | void; error?: string | null }) {
  const { t } = useUiTranslation();
  const [done, setDone] = useState(false);
  const form = useAuthForm(
    resetChecks,
    ({ password }) => onSubmit({ password }),
    () => setDone(true),
  );
  return (
    <AuthPage companyName={companyName} title={t('shell.auth.reset.title')} lead={t('shell.auth.reset.intro')}>
      {error ? <Alert tone="warn">{error}</Alert> : null}
      {done ? <Alert tone="success">{t('shell.auth.reset.done')}</Alert> : null}
      <Form className={styles.form} {...form.formProps}>
        <AuthText name="password" type="password" autoComplete="new-password" label={t('shell.auth.reset.password')} />
        <AuthText name="confirm" type="password" autoComplete="new-password" label={t('shell.auth.reset.confirm')} />
        <Submit isPending={form.isSubmitting}>{t('shell.auth.reset.submit')}</Submit>
      </Form>
      <BackToSignIn href={links.signIn} />
    </AuthPage>
  );
}

export function ConfirmationRequired({ companyName, links }: Common) {
  const { t } = useUiTranslation();
  return (
    <AuthPage
      companyName={companyName}
      title={t('shell.auth.confirmation.title')}
      lead={t('shell.auth.confirmation.intro')}
    >
      <Link href={links.signIn}>{t('shell.auth.confirmation.back')}</Link>
    </AuthPage>
  );
}

export function UnlockSession({
  companyName,
  links,
  user,
  onSubmit,
  error,
}: Common & {
  user: { name: string; email: string };
  onSubmit: (values: { password: string }) => Promise<unknown> | void;
  error?: string | null;
}) {
  const { t } = useUiTranslation();
  const form = useAuthForm(unlockChecks, onSubmit);
  return (
    <AuthPage companyName={companyName} title={t('shell.auth.unlock.title')} lead={t('shell.auth.unlock.intro')}>
      {error ? <Alert tone="warn">{error}</Alert> : null}
      <Form className={styles.form} {...form.formProps}>
        <p className={styles.lead}>
          <strong>{user.name}</strong> ({user.email})
        </p>
        <AuthText
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('shell.auth.unlock.password')}
        />
        <Submit isPending={form.isSubmitting}>{t('shell.auth.unlock.submit')}</Submit>
      </Form>
      <p className={styles.lead}>
        {t('shell.auth.unlock.notYou', { name: user.name })}{' '}
        <Link href={links.signIn}>{t('shell.auth.signIn.title')}</Link>
      </p>
    </AuthPage>
  );
}

export interface DemoAccount {
  email: string;
  name: string;
  /** The role, in the active language. */
  role: string;
}

/** The demo accounts under the sign-in form while the mock server runs: one press signs in as that account. */
export function DemoAccounts({ accounts, onUse }: { accounts: DemoAccount[]; onUse: (account: DemoAccount) => void }) {
  const { t } = useUiTranslation();
  return (
    <section className={styles.demo} aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className={styles.demoTitle}>
        {t('shell.auth.signIn.demoAccounts')}
      </h2>
      <p className={styles.lead}>{t('shell.auth.signIn.demoHint')}</p>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={account.email}>
            <button type="button" className={styles.demoAccount} onClick={() => onUse(account)}>
              <span className={styles.demoRole}>{account.role}</span>
              <span>{account.name}</span>
              <span className={styles.demoEmail}>{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Counts down from 5 in one-second ticks, then hands over (the app goes to sign-in and reloads). */
export function SignOut({
  companyName,
  links,
  seconds = 5,
  onDone,
}: Common & { seconds?: number; onDone: () => void }) {
  const { t } = useUiTranslation();
  const [left, setLeft] = useState(seconds);
  // The latest callback, so a parent's re-render never restarts the tick.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <AuthPage companyName={companyName} title={t('shell.auth.signOut.title')}>
      <p className={styles.countdown} role="status" aria-live="polite">
        {left > 0 ? t('shell.auth.signOut.redirecting', { count: left }) : t('shell.auth.signOut.redirectingNow')}
      </p>
      <Link href={links.signIn}>{t('shell.auth.signOut.goNow')}</Link>
    </AuthPage>
  );
}
