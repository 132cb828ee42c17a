import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnlockSession } from '@courier/ui';
import { messageOf } from '../../api/messages';
import { unlockSession, useAuth, WrongCredentials } from '../../auth/auth';
import { safeRedirect } from '../../router/access';
import { useNav } from '../../router/nav';
import { useTitle } from '../useTitle';
import { useAuthCommon } from './common';

/** The password again for the signed-in user; then back to where he was. */
export function UnlockSessionPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { params, navigate } = useNav();
  const [error, setError] = useState<string | null>(null);
  const common = useAuthCommon();
  useTitle(t('titles.unlockSession'));
  if (!user) return null;
  const submit = async ({ password }: { password: string }) => {
    setError(null);
    try {
      await unlockSession(password);
      await navigate(safeRedirect(params.get('redirectURL')) ?? '/signed-in-redirect', { replace: true });
    } catch (caught) {
      setError(caught instanceof WrongCredentials ? t('errors.wrongPassword') : messageOf(caught));
      throw caught;
    }
  };
  return <UnlockSession {...common} user={user} onSubmit={submit} error={error} />;
}
