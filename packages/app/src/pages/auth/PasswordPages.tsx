import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationRequired, ForgotPassword, ResetPassword } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useNav } from '../../router/nav';
import { useTitle } from '../useTitle';
import { useAuthCommon } from './common';

/** A call whose failure the form shows in its alert (in the words `describe` gives, if any). */
function useCall<T>(path: string, describe: (error: unknown) => string = messageOf) {
  const [error, setError] = useState<string | null>(null);
  const call = async (body: T) => {
    setError(null);
    try {
      await request<boolean>(path, { method: 'POST', body, on401: 'throw' });
    } catch (caught) {
      setError(describe(caught));
      throw caught;
    }
  };
  return { call, error };
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useTitle(t('titles.forgotPassword'));
  const { call, error } = useCall<{ email: string }>('/api/auth/forgot-password');
  return <ForgotPassword {...useAuthCommon()} onSubmit={call} error={error} />;
}

/**
 * The reset link (mailed by forgot-password) carries its token as `?token=`. A link that has
 * expired or been used, and a password among the commonest, are said in words.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useTitle(t('titles.resetPassword'));
  const { params } = useNav();
  const describe = (error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : undefined;
    if (fields?.token) return t('errors.resetLinkInvalid');
    if (fields?.password === 'common_password') return t('errors.commonPassword');
    return messageOf(error);
  };
  const { call, error } = useCall<{ password: string; token?: string }>('/api/auth/reset-password', describe);
  return (
    <ResetPassword
      {...useAuthCommon()}
      onSubmit={({ password }) => call({ password, token: params.get('token') ?? undefined })}
      error={error}
    />
  );
}

export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  useTitle(t('titles.confirmationRequired'));
  return <ConfirmationRequired {...useAuthCommon()} />;
}
