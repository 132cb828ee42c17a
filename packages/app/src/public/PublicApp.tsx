import {
  StrictMode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { EmptyPage, Frame } from '../router/Frame';
import type { GuestPath } from '../router/access';
import type { Nav } from '../router/nav';
import { MockContext, type MockInfo } from '../state/mock';

interface PublicPage {
  /** A guest page: a signed-in user is sent on by the signed-in app's guard instead. */
  guest: boolean;
  load: () => Promise<ComponentType>;
}

/**
 * The pages a visit may start on without the signed-in app's code (React Router's data router,
 * the route table, TanStack Query but on /home, the shell): the guest pages and public tracking.
 * They are also routes of the signed-in app (router/routes.tsx), which shows them once the visit
 * has gone further. Going to any other address from one of them loads the signed-in app, which
 * takes over at that address (start.tsx); so does the back button when it leads there.
 */
const publicPages: Record<string, PublicPage> = {
  '/sign-in': { guest: true, load: () => import('../pages/auth/SignInPage').then((m) => m.SignInPage) },
  '/sign-up': { guest: true, load: () => import('../pages/auth/SignUpPage').then((m) => m.SignUpPage) },
  '/forgot-password': {
    guest: true,
    load: () => import('../pages/auth/PasswordPages').then((m) => m.ForgotPasswordPage),
  },
  '/reset-password': {
    guest: true,
    load: () => import('../pages/auth/PasswordPages').then((m) => m.ResetPasswordPage),
  },
  '/confirmation-required': {
    guest: true,
    load: () => import('../pages/auth/PasswordPages').then((m) => m.ConfirmationRequiredPage),
  },
  '/setup': { guest: true, load: () => import('../pages/auth/SetupPage').then((m) => m.SetupPage) },
  '/home': { guest: false, load: () => import('./PublicTracking').then((m) => m.PublicTracking) },
};

const isPublic = (pathname: string) => Object.hasOwn(publicPages, pathname);

/** The public page this address shows to this visitor, if the public app may show it. */
export function publicPageAt(pathname: string, signedIn: boolean): PublicPage | null {
  const page = isPublic(pathname) ? publicPages[pathname]! : null;
  return page && !(page.guest && signedIn) ? page : null;
}

/** A guest page as a route of the signed-in app (router/routes.tsx): the same code, loaded the same way. */
export const guestRoute = (pathname: GuestPath) => ({
  path: pathname.slice(1),
  lazy: () => publicPages[pathname]!.load().then((Component) => ({ Component })),
});

const loaded = new Map<string, ComponentType>();
/** Loads a public page's code; the page is shown once it is here, never a spinner in between. */
export async function loadPublicPage(pathname: string): Promise<void> {
  const page = publicPages[pathname];
  if (page && !loaded.has(pathname)) loaded.set(pathname, await page.load());
}

interface At {
  pathname: string;
  search: string;
}
const here = (): At => ({ pathname: location.pathname, search: location.search });

/**
 * The public pages, driven by the browser's history. `onLeave` hands the page to the signed-in
 * app when the address is no longer one of them; given `go`, it loads the app's code first and
 * then calls `go` to change the address (a link or a redirect), so the page stays as it is, its
 * button busy, until the app can take over.
 */
export function PublicApp({
  onLeave,
  start = here,
}: {
  onLeave: (go?: () => void) => Promise<void>;
  start?: () => At;
}) {
  const [at, setAt] = useState(start);
  const arrive = useCallback(async () => {
    if (!isPublic(location.pathname)) return onLeave();
    await loadPublicPage(location.pathname);
    // The old page stays until the new one is ready to show.
    startTransition(() => setAt(here()));
  }, [onLeave]);
  const nav = useMemo<Nav>(
    () => ({
      params: new URLSearchParams(at.search),
      navigate: async (to, options) => {
        const url = new URL(to, location.href);
        const go = () => history[options?.replace ? 'replaceState' : 'pushState'](null, '', url);
        if (!isPublic(url.pathname)) return onLeave(go);
        await loadPublicPage(url.pathname);
        go();
        await arrive();
      },
    }),
    [at.search, arrive, onLeave],
  );
  useEffect(() => {
    const onPop = () => void arrive();
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [arrive]);
  const Page = loaded.get(at.pathname);
  return (
    <Frame pathname={at.pathname} nav={nav}>
      <EmptyPage>{Page ? <Page /> : null}</EmptyPage>
    </Frame>
  );
}

interface PublicRootProps {
  i18n: I18n;
  mock: MockInfo | null;
  onLeave: (go?: () => void) => Promise<void>;
  /** The address, where there is no browser to ask (a page rendered ahead of time, prerender.tsx). */
  start?: () => At;
}

/**
 * The whole tree of a public first page: the browser renders it (start.tsx), and the build renders
 * it ahead of time (prerender.tsx), so the two give the same markup and the browser takes the
 * page over (hydrates) instead of drawing it again.
 */
export function PublicRoot({ i18n, mock, onLeave, start }: PublicRootProps) {
  useLiftEarlyMarks();
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MockContext.Provider value={mock}>
          <PublicApp onLeave={onLeave} start={start} />
        </MockContext.Provider>
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * A page drawn ahead of time shows its forms before its scripts have run; until the app has taken
 * the page over its fields are read-only and its boxes and submit buttons disabled (prerender.tsx
 * marks them, naming the attribute it added; PublicRoot lifts exactly that once React holds the
 * page, its handlers in place): what is typed before would be lost when React takes over its
 * fields, and an early press or Enter would send the form itself. (The marks differ from the
 * markup React renders: React compares attributes when it takes a page over only in development,
 * where no page is drawn ahead of time.)
 */
export const untilTakenOver = 'data-until-taken-over';

function useLiftEarlyMarks() {
  useLayoutEffect(() => {
    for (const element of document.querySelectorAll(`[${untilTakenOver}]`)) {
      const added = element.getAttribute(untilTakenOver);
      if (added === 'readonly' || added === 'disabled') element.removeAttribute(added);
      element.removeAttribute(untilTakenOver);
    }
  }, []);
}
