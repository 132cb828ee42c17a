import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/queryClient';
import { TrackingPage } from '../pages/TrackingPage';

const queryClient = createQueryClient();

/** Public tracking as a first page: its query cache, which the signed-in app does not need. */
export function PublicTracking() {
  return (
    <QueryClientProvider client={queryClient}>
      <TrackingPage />
    </QueryClientProvider>
  );
}
