import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: the page, then the company. */
export function useTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
}
