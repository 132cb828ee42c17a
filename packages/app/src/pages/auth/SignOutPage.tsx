import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOut } from '@courier/ui';
import { signOut } from '../../auth/auth';
import { useTitle } from '../useTitle';
import { useAuthCommon } from './common';

/** Core spec section 4: signs out, counts down 5 s, then goes to sign-in and reloads the page. */
export function SignOutPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  useTitle(t('titles.signOut'));
  useEffect(() => {
    signOut();
    client.clear();
  }, [client]);
  return <SignOut {...useAuthCommon()} onDone={() => window.location.assign('/sign-in')} />;
}
