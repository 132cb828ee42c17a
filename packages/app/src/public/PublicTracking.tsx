import { TrackingPage } from '../pages/TrackingPage';

/** Public tracking as a first page: the page alone, without the signed-in app's query cache. */
export function PublicTracking() {
  return <TrackingPage />;
}
