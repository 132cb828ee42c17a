import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoAccounts, SignIn, type SignInValues } from '@courier/ui';
import { takeSessionEnded } from '../../api/client';
import { messageOf } from '../../api/messages';
import { signIn, WrongCredentials } from '../../auth/auth';
import { safeRedirect } from '../../router/access';
import { useNav } from '../../router/nav';
import { useMockInfo } from '../../state/mock';
import { useTitle } from '../useTitle';
import { useAuthCommon } from './common';

/** Sign-in: then on to the page that was asked for (redirectURL), else the role's start page. */
export function SignInPage() {
  const { t } = useTranslation();
  const common = useAuthCommon();
  const { params, navigate } = useNav();
  const mock = useMockInfo();
  // A session the server ended because the account was disabled says so here, once.
  const [error, setError] = useState<string | null>(() =>
    takeSessionEnded() === 'account_disabled' ? t('errors.account_disabled') : null,
  );
  const [pending, setPending] = useState(false);
  useTitle(t('titles.signIn'));

  const submit = async (values: SignInValues) => {
    setError(null);
    try {
      await signIn(values);
      await navigate(safeRedirect(params.get('redirectURL')) ?? '/signed-in-redirect', { replace: true });
    } catch (caught) {
      setError(caught instanceof WrongCredentials ? t('errors.wrongCredentials') : messageOf(caught));
      throw caught;
    }
  };
  const demo = mock ? (
    <DemoAccounts
      accounts={mock.demoAccounts.map((account) => ({ ...account, role: t(`roles.${account.role}`) }))}
      onUse={(account) => {
        setPending(true);
        submit({ email: account.email, password: mock.demoPassword, remember: true })
          .catch(() => undefined)
          .finally(() => setPending(false));
      }}
    />
  ) : null;
  return <SignIn {...common} onSubmit={submit} error={error} demoAccounts={demo} isPending={pending} />;
}
