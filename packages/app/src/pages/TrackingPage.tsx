import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkTrackingNumber, type PublicTracking } from '@courier/domain';
import { LanguageMenu, Link, TrackingView, type TrackingState } from '@courier/ui';
import { ApiError, request } from '../api/client';
import { useNav } from '../router/nav';
import { useTitle } from './useTitle';

/**
 * `home`: public parcel tracking, no sign-in. The number sits in the URL (`?number=`), so a
 * customer can bookmark or share it and the back button works.
 */
export function TrackingPage() {
  const { t, i18n } = useTranslation();
  const { params, navigate } = useNav();
  const asked = params.get('number') ?? '';
  const check = checkTrackingNumber(asked);
  const number = check.ok ? check.value : null;
  useTitle(t('titles.tracking'));
  const query = useQuery({
    queryKey: ['tracking', number],
    queryFn: ({ signal }) => request<PublicTracking>(`/api/v1/parcels/track/${number}`, { signal }),
    enabled: number !== null,
    retry: false,
    staleTime: 60_000,
  });
  const state: TrackingState =
    number === null
      ? { kind: 'idle' }
      : query.isPending
        ? { kind: 'loading', number }
        : query.isError
          ? query.error instanceof ApiError && query.error.status === 404
            ? { kind: 'not-found', number }
            : { kind: 'failed', number }
          : { kind: 'found', parcel: query.data! };
  return (
    <TrackingView
      companyName={t('appName')}
      state={state}
      defaultNumber={number ?? asked}
      onTrack={(value) => void navigate(`?${new URLSearchParams({ number: value })}`)}
      headerEnd={
        <>
          <LanguageMenu language={i18n.language === 'tr' ? 'tr' : 'en'} onChange={(language) => void i18n.changeLanguage(language)} />
          <Link href="/sign-in">{t('tracking.staffSignIn', { ns: 'ui' })}</Link>
        </>
      }
    />
  );
}
