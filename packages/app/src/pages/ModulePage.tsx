import { useTranslation } from 'react-i18next';
import type { Feature } from '@courier/domain';
import { ComingSoon } from '@courier/ui';
import { homeOf } from '../router/access';
import { useAuth } from '../auth/auth';
import { useTitle } from './useTitle';

/** The `nav` string that names each module. */
export const moduleTitleKey: Record<Feature, string> = {
  round: 'nav.round',
  dashboard: 'nav.dashboard',
  parcels: 'nav.parcels',
  'parcels-history': 'nav.parcelsHistory',
  'live-tracking': 'nav.liveTracking',
  reports: 'nav.reports',
  customers: 'nav.customers',
  destinations: 'nav.offices',
  routes: 'nav.routes',
  drivers: 'nav.drivers',
  trucks: 'nav.trucks',
  scanning: 'nav.scanning',
  trips: 'nav.trips',
  complaints: 'nav.complaints',
  staff: 'nav.staff',
};

/** A module that is not built yet: a proper page inside the layout, with a way back. */
export function comingSoon(feature: Feature) {
  return function ModuleComingSoon() {
    const { t } = useTranslation('ui');
    const { user } = useAuth();
    const title = t(moduleTitleKey[feature]);
    useTitle(title);
    return <ComingSoon module={title} homeHref={user ? homeOf(user.role) : '/'} />;
  };
}
