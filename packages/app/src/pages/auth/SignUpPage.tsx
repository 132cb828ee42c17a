import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignUp, type SignUpValues } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useTitle } from '../useTitle';
import { useAuthCommon } from './common';

/** Sign-up files a request; an administrator creates the account (the server answers true). */
export function SignUpPage() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  useTitle(t('titles.signUp'));
  const submit = async (values: SignUpValues) => {
    setError(null);
    try {
      await request<boolean>('/api/auth/sign-up', {
        method: 'POST',
        body: { ...values, company: values.company || undefined },
        on401: 'throw',
      });
    } catch (caught) {
      setError(messageOf(caught));
      throw caught;
    }
  };
  return <SignUp {...useAuthCommon()} onSubmit={submit} error={error} />;
}
