import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@courier/domain';
import { createStore } from '../state/store';
import { useStore } from '../state/useStore';
import { request } from './client';

/** The company's name and logo once asked for (GET /api/v1/company, public): null until then. */
const companyStore = createStore<{ name: string | null; logo: string | null }>({ name: null, logo: null });
let asked = false;

/** Keeps the profile the administrator has just saved: every page names the company (and shows its logo) so at once. */
export const keepCompany = (profile: Company) => companyStore.set({ name: profile.name, logo: profile.logo });

/**
 * The company's name and logo as its profile has them, for the frame, labels, manifests and the
 * public tracking page. Asked for once a page load; until they are here (and where they cannot be
 * had) the product's own name and mark stand, as the prerendered first pages show them, so the
 * first render matches.
 */
export function useCompany(): { name: string; logo: string | null } {
  const { t } = useTranslation();
  const { name, logo } = useStore(companyStore);
  useEffect(() => {
    if (asked) return;
    asked = true;
    // Once a page load: where it cannot be had, the product's name stands until the next load.
    request<Company>('/api/v1/company', { on401: 'throw' }).then(keepCompany, () => undefined);
  }, []);
  return { name: name ?? t('appName'), logo };
}
