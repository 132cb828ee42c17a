import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTrackingNumber, type PublicTracking } from '@courier/domain';
import { LanguageMenu, Link, TrackingView, type TrackingState } from '@courier/ui';
import { ApiError, request } from '../api/client';
import { useNav } from '../router/nav';
import { useTitle } from './useTitle';
import { useCompany } from '../api/company';

/**
 * The public tracking call for a number, as the view shows it. A plain call rather than the
 * query cache: the page is a first page of its own (public/PublicTracking.tsx), and the cache's
 * code would be a tenth of its weight. A new number cancels the call for the last one; tracking
 * the same number again (`attempt`), or coming back to it, asks again, for the parcel's latest news.
 */
function useTracking(number: string | null, attempt: number): TrackingState {
  const [answer, setAnswer] = useState<{ number: string; state: TrackingState } | null>(null);
  useEffect(() => {
    if (number === null) return;
    const abort = new AbortController();
    request<PublicTracking>(`/api/v1/parcels/track/${number}`, { signal: abort.signal }).then(
      (parcel) => setAnswer({ number, state: { kind: 'found', parcel } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setAnswer({
          number,
          state:
            error instanceof ApiError && error.status === 404
              ? { kind: 'not-found', number }
              : { kind: 'failed', number },
        });
      },
    );
    return () => abort.abort();
  }, [number, attempt]);
  if (number === null) return { kind: 'idle' };
  return answer?.number === number ? answer.state : { kind: 'loading', number };
}

/**
 * `home`: public parcel tracking, no sign-in. The number sits in the URL (`?number=`), so a
 * customer can bookmark or share it and the back button works.
 */
export function TrackingPage() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const { params, navigate } = useNav();
  const asked = params.get('number') ?? '';
  const check = checkTrackingNumber(asked);
  const number = check.ok ? check.value : null;
  useTitle(t('titles.tracking'));
  const [attempt, setAttempt] = useState(0);
  const state = useTracking(number, attempt);
  return (
    <TrackingView
      companyName={company.name}
      companyLogo={company.logo}
      state={state}
      defaultNumber={number ?? asked}
      onTrack={(value) => {
        const same = checkTrackingNumber(value);
        if (same.ok && same.value === number) setAttempt((n) => n + 1);
        else void navigate(`?${new URLSearchParams({ number: value })}`);
      }}
      headerEnd={
        <>
          <LanguageMenu
            language={i18n.language === 'tr' ? 'tr' : 'en'}
            onChange={(language) => void i18n.changeLanguage(language)}
          />
          <Link href="/sign-in">{t('tracking.staffSignIn', { ns: 'ui' })}</Link>
        </>
      }
    />
  );
}
