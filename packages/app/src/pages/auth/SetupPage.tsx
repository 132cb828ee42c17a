import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResponse } from '@courier/domain';
import { Setup, type SetupValues } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { adoptSession } from '../../auth/auth';
import { useNav } from '../../router/nav';
import { useTitle } from '../useTitle';
import { authLinks, useAuthCommon } from './common';

/**
 * The setup link a production server prints while its company has no administrator (`?token=`):
 * the company's profile and its first administrator, signed in at once and taken to the staff
 * accounts, the next thing to fill. A link used or past its time says so.
 */
export function SetupPage() {
  const { t } = useTranslation();
  useTitle(t('titles.setup'));
  const { params, navigate } = useNav();
  const token = params.get('token') ?? '';
  const [link, setLink] = useState<'checking' | 'valid' | 'spent'>('checking');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const asked = new AbortController();
    request<{ pending: true }>('/api/v1/setup', { query: { token }, signal: asked.signal, on401: 'throw' }).then(
      () => setLink('valid'),
      () => !asked.signal.aborted && setLink('spent'),
    );
    return () => asked.abort();
  }, [token]);

  const submit = async (values: SetupValues) => {
    setError(null);
    try {
      const answer = await request<AuthResponse>('/api/v1/setup', {
        method: 'POST',
        on401: 'throw',
        body: {
          token,
          company: { name: values.companyName, address: values.companyAddress, phone: values.companyPhone },
          name: values.name,
          email: values.email,
          password: values.password,
        },
      });
      adoptSession(answer, true);
      await navigate('/secure/staff', { replace: true });
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : undefined;
      if (caught instanceof ApiError && caught.status === 404) setLink('spent');
      else setError(fields?.password === 'common_password' ? t('errors.commonPassword') : messageOf(caught));
      throw caught;
    }
  };
  return (
    <Setup
      companyName={useAuthCommon().companyName}
      link={link}
      signInHref={authLinks.signIn}
      onSubmit={submit}
      error={error}
    />
  );
}
