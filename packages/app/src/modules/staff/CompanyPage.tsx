import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '@courier/domain';
import { CompanyProfileForm, type Refusal } from '@courier/ui';
import { request } from '../../api/client';
import { keepCompany } from '../../api/company';
import { refusalOf } from '../../api/messages';
import { useTitle } from '../../pages/useTitle';

const companyKey = ['company'] as const;

/** /secure/staff/company: the administrator's company profile; a save names the company so on every page at once. */
export function CompanyPage() {
  const { t } = useTranslation('ui');
  useTitle(t('company.title'));
  const queryClient = useQueryClient();
  const [error, setError] = useState<Refusal | null>(null);
  const profile = useQuery({
    queryKey: companyKey,
    queryFn: ({ signal }) => request<CompanyProfile>('/api/v1/company', { signal }),
  });
  return (
    <CompanyProfileForm
      profile={profile.data}
      backHref="/secure/staff"
      error={error}
      onSave={async (next) => {
        setError(null);
        try {
          const saved = await request<CompanyProfile>('/api/v1/company', { method: 'PUT', body: next });
          queryClient.setQueryData(companyKey, saved);
          keepCompany(saved);
        } catch (caught) {
          setError(refusalOf(caught));
          throw caught;
        }
      }}
    />
  );
}
