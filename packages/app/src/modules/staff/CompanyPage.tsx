import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@courier/domain';
import { CompanyProfileForm, type Refusal } from '@courier/ui';
import { request } from '../../api/client';
import { keepCompany } from '../../api/company';
import { refusalOf } from '../../api/messages';
import { useTitle } from '../../pages/useTitle';

const companyKey = ['company'] as const;

/**
 * /secure/staff/company: the administrator's company profile and logo; a save names the company
 * so (and shows its logo) on every page at once.
 */
export function CompanyPage() {
  const { t } = useTranslation('ui');
  useTitle(t('company.title'));
  const queryClient = useQueryClient();
  const [error, setError] = useState<Refusal | null>(null);
  const [logoError, setLogoError] = useState<Refusal | null>(null);
  const profile = useQuery({
    queryKey: companyKey,
    queryFn: ({ signal }) => request<Company>('/api/v1/company', { signal }),
  });
  const keep = (saved: Company) => {
    queryClient.setQueryData(companyKey, saved);
    keepCompany(saved);
  };
  const changeLogo = async (send: () => Promise<Company>) => {
    setLogoError(null);
    try {
      keep(await send());
    } catch (caught) {
      setLogoError(refusalOf(caught));
      throw caught;
    }
  };
  return (
    <CompanyProfileForm
      profile={profile.data}
      backHref="/secure/staff"
      error={error}
      onSave={async (next) => {
        setError(null);
        try {
          keep(await request<Company>('/api/v1/company', { method: 'PUT', body: next }));
        } catch (caught) {
          setError(refusalOf(caught));
          throw caught;
        }
      }}
      onUploadLogo={(image) => {
        const form = new FormData();
        form.set('logo', image, image.type === 'image/png' ? 'logo.png' : 'logo.webp');
        return changeLogo(() => request<Company>('/api/v1/company/logo', { method: 'PUT', body: form }));
      }}
      onRemoveLogo={() => changeLogo(() => request<Company>('/api/v1/company/logo', { method: 'DELETE' }))}
      logoError={logoError}
    />
  );
}
