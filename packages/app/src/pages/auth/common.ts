import { useTranslation } from 'react-i18next';

export const authLinks = { signIn: '/sign-in', signUp: '/sign-up', forgotPassword: '/forgot-password' };

/** What every auth view takes: the company's name and where its links go. */
export function useAuthCommon() {
  const { t } = useTranslation();
  return { companyName: t('appName'), links: authLinks };
}
