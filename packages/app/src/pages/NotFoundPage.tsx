import { useTranslation } from 'react-i18next';
import { NotFound } from '@courier/ui';
import { useTitle } from './useTitle';

/** Unknown paths: inside the secure layout for its own paths, in the empty layout elsewhere. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useTitle(t('titles.notFound'));
  return <NotFound homeHref="/" />;
}
