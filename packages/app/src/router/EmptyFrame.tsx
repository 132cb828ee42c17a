import { Outlet } from 'react-router-dom';
import { EmptyPage } from './Frame';

/** The empty layout of the guest pages, sign-out, unlock-session, home and the 404 page. */
export function EmptyFrame() {
  return (
    <EmptyPage>
      <Outlet />
    </EmptyPage>
  );
}
