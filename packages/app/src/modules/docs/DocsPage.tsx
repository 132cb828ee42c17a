import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DocsView, NotFound } from '@courier/ui';
import { useTitle } from '../../pages/useTitle';
import { docs } from './content';

/** /docs/*: the staff documentation (the changelog and the guides) in the user's language. */
export function DocsPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const content = docs[i18n.language.startsWith('tr') ? 'tr' : 'en'];
  const path = pathname.replace(/\/+$/, '');
  const page = content.pages[path];
  useTitle(page?.title ?? t('titles.notFound'));
  if (!page) return <NotFound homeHref="/" />;
  return <DocsView sections={content.sections} current={path} page={page} />;
}
