import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canWrite, moneySight, type MoneySight, type Page, type ParcelView } from '@courier/domain';
import { ParcelList, type ParcelListMoney } from '@courier/ui';
import { request } from '../../api/client';
import { useOffices } from '../../api/reference';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { parcelsCsv, download } from './csv';
import { apiQuery, readView, writeView, type ParcelListView } from './listQuery';
import { usePreference } from '../../state/preferences';
import { pagedViewProps } from '../records/pagedView';

const listQuery = (view: ParcelListView) =>
  queryOptions({
    queryKey: ['parcels', 'list', apiQuery(view)],
    queryFn: ({ signal }) => request<Page<ParcelView>>('/api/v1/parcels', { query: apiQuery(view), signal }),
  });

/** The amount columns as the role sees the money (the role table's `moneySight`). */
const moneyColumns: Record<MoneySight, ParcelListMoney> = {
  all: 'sortable',
  'booked-here': 'shown',
  'cod-own-trips': 'shown',
  none: 'hidden',
};

/** /secure/parcels: the list, its view in the URL, labels and CSV for a selection. */
export function ParcelsPage() {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = readView(params, user?.role);
  const offices = useOffices();
  // Until the user chooses, the list's own default columns (those that fit a 1280 px screen).
  const [hidden, setHidden] = usePreference<string[] | null>('parcels.hiddenColumns', null);
  const [selected, setSelected] = useState<string[]>([]);
  useTitle(t('parcels.title'));

  const queryClient = useQueryClient();
  const query = useQuery({ ...listQuery(view), placeholderData: keepPreviousData });
  const show = (next: Partial<ParcelListView>) => {
    const nextView = { ...view, ...next };
    // The request leaves with the user's input, not after the URL and the page have rendered.
    void queryClient.prefetchQuery(listQuery(nextView));
    setSelected((ids) => (ids.length ? [] : ids));
    setParams(writeView(nextView), { replace: false });
  };
  const chosen = (ids: string[]) => (query.data?.items ?? []).filter((p) => ids.includes(p.id));
  const canBook = !!user && canWrite(user.role, 'parcels', 'create');

  return (
    <ParcelList
      {...pagedViewProps(view, show, query)}
      offices={offices}
      money={user ? moneyColumns[moneySight[user.role]] : 'hidden'}
      hiddenColumns={hidden ?? undefined}
      onHiddenColumnsChange={setHidden}
      selectedIds={selected}
      onSelectionChange={setSelected}
      onPrintLabels={(ids) => void navigate(`/secure/parcels/labels?ids=${ids.join(',')}`)}
      onExportCsv={(ids) =>
        download(`parcels-${new Date().toISOString().slice(0, 10)}.csv`, parcelsCsv(chosen(ids), offices, t))
      }
      newParcelHref={canBook ? '/secure/parcels/new' : undefined}
      importHref={canBook ? '/secure/parcels/import' : undefined}
      parcelHref={(p) => `/secure/parcels/${p.id}`}
      onOpenParcel={(p) => void navigate(`/secure/parcels/${p.id}`)}
    />
  );
}
