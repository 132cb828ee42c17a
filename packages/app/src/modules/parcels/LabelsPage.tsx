import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { publicTrackingPath } from '@courier/domain';
import { LabelSheet, Spinner, type LabelPaper } from '@courier/ui';
import { useOffices } from '../../api/reference';
import { useTitle } from '../../pages/useTitle';
import { parcelQuery } from '../../api/parcels';
import { usePreference } from '../../state/preferences';
import { useCompany } from '../../api/company';

/** /secure/parcels/labels?ids=…: the labels of the chosen parcels, for the print dialog. */
export function LabelsPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const [params] = useSearchParams();
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter(Boolean))].slice(0, 200);
  const offices = useOffices();
  // The paper is the printer's: kept for the user, as the station keeps its sound.
  const [paper, setPaper] = usePreference<LabelPaper>('labels.paper', 'a6');
  const parcels = useQueries({ queries: ids.map((id) => ({ ...parcelQuery(id), staleTime: 30_000 })) });
  useTitle(t('labels.title', { ns: 'ui', count: ids.length }));
  if (parcels.some((q) => q.isPending)) return <Spinner size="lg" />;
  return (
    <LabelSheet
      parcels={parcels.flatMap((q) => (q.data ? [q.data] : []))}
      offices={offices}
      companyName={company.name}
      companyLogo={company.logo}
      trackingUrl={(number) => new URL(publicTrackingPath(number), window.location.origin).href}
      backHref={ids.length === 1 ? `/secure/parcels/${ids[0]}` : '/secure/parcels'}
      onPrint={() => window.print()}
      paper={paper === 'a4' ? 'a4' : 'a6'}
      onPaperChange={setPaper}
    />
  );
}
