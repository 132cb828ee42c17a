import { Outlet } from 'react-router-dom';
import { EmptyLayout, LoadingBar } from '@courier/ui';
import { loadingTracker } from '../api/client';

/** The empty layout of the guest pages, sign-out, unlock-session, home and the 404 page. */
export function EmptyFrame() {
  return (
    <EmptyLayout loadingBar={<LoadingBar tracker={loadingTracker} />}>
      <Outlet />
    </EmptyLayout>
  );
}
