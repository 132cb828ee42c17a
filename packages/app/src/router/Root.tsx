import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Frame } from './Frame';
import type { Nav } from './nav';

/** Around every page of the signed-in app: the frame, driven by React Router, and scroll restoration. */
export function Root({ pageChanged = false }: { pageChanged?: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const nav = useMemo<Nav>(
    () => ({ params, navigate: async (to, options) => await navigate(to, options) }),
    [params, navigate],
  );
  return (
    <Frame pathname={pathname} nav={nav} useHref={useHref} pageChanged={pageChanged}>
      <Outlet />
      <ScrollRestoration />
    </Frame>
  );
}
