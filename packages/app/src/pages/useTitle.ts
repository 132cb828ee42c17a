import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A page rendered ahead of time (prerender.tsx) runs no effects: its title is handed over here instead. */
export const prerenderTitle: { set?: (title: string) => void } = {};

/** The tab's title: the page, then the company. */
export function useTitle(title: string) {
  const { t } = useTranslation();
  const full = `${title} · ${t('appName')}`;
  prerenderTitle.set?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
