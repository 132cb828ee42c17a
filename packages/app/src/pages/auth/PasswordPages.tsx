import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmationRequired, ForgotPassword, ResetPassword } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/queryClient';
import { useTitle } from '../useTitle';
import { useAuthCommon } from './common';

/** A call whose failure the form shows in its alert. */
function useCall<T>(path: string) {
  const [error, setError] = useState<string | null>(null);
  const call = async (body: T) => {
    setError(null);
    try {
      await request<boolean>(path, { method: 'POST', body, on401: 'throw' });
    } catch (caught) {
      setError(messageOf(caught));
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

/** The reset link carries its token as `?token=`. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useTitle(t('titles.resetPassword'));
  const [params] = useSearchParams();
  const { call, error } = useCall<{ password: string; token?: string }>('/api/auth/reset-password');
  return <ResetPassword {...useAuthCommon()} onSubmit={({ password }) => call({ password, token: params.get('token') ?? undefined })} error={error} />;
}

export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  useTitle(t('titles.confirmationRequired'));
  return <ConfirmationRequired {...useAuthCommon()} />;
}
