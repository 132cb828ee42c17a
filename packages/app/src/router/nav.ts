import { createContext, useContext } from 'react';

/**
 * The little of a router that the public pages (sign-in and its siblings, public tracking) use:
 * the query of the address and a way to go elsewhere. The signed-in app gives it from React
 * Router (router/Root.tsx); a first page that is public gives it from the browser's history
 * (public/PublicApp.tsx), so that such a page loads without the router's code.
 */
export interface Nav {
  params: URLSearchParams;
  /** `to` is a path, or a query alone (`?number=…`) for the same page; settles once the page has changed. */
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
}

export const NavContext = createContext<Nav | null>(null);

export function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('useNav outside a NavContext');
  return nav;
}
