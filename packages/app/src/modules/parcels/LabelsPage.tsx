import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LabelSheet, Spinner } from '@courier/ui';
import { useOffices } from '../../api/reference';
import { useTitle } from '../../pages/useTitle';
import { parcelQuery } from '../../api/parcels';

/** /secure/parcels/labels?ids=…: the labels of the chosen parcels, for the print dialog. */
export function LabelsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter(Boolean))].slice(0, 200);
  const offices = useOffices();
  const parcels = useQueries({ queries: ids.map((id) => ({ ...parcelQuery(id), staleTime: 30_000 })) });
  useTitle(t('labels.title', { ns: 'ui', count: ids.length }));
  if (parcels.some((q) => q.isPending)) return <Spinner size="lg" />;
  return (
    <LabelSheet
      parcels={parcels.flatMap((q) => (q.data ? [q.data] : []))}
      offices={offices}
      companyName={t('appName')}
      trackingUrl={(number) => `${window.location.origin}/home?number=${number}`}
      backHref={ids.length === 1 ? `/secure/parcels/${ids[0]}` : '/secure/parcels'}
      onPrint={() => window.print()}
    />
  );
}
