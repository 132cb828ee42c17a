import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '@courier/domain';
import { createStore } from '../state/store';
import { useStore } from '../state/useStore';
import { request } from './client';

/** The company's name once asked for (GET /api/v1/company, public): null until then. */
const companyStore = createStore<{ name: string | null }>({ name: null });
let asked = false;

/** Keeps the profile the administrator has just saved: every page names the company so at once. */
export const keepCompany = (profile: CompanyProfile) => companyStore.set({ name: profile.name });

/**
 * The company's name as its profile has it, for the frame, labels, manifests and the public
 * tracking page. Asked for once a page load; until it is here (and where it cannot be had) the
 * product's own name stands, as the prerendered first pages show it, so the first render matches.
 */
export function useCompanyName(): string {
  const { t } = useTranslation();
  const { name } = useStore(companyStore);
  useEffect(() => {
    if (asked) return;
    asked = true;
    // Once a page load: where it cannot be had, the product's name stands until the next load.
    request<CompanyProfile>('/api/v1/company', { on401: 'throw' }).then(keepCompany, () => undefined);
  }, []);
  return name ?? t('appName');
}
