import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { features, officeScopedRoles, type Feature } from '@courier/domain';
import { addAppsStrings, type LayoutName } from '@courier/ui';
import { loadShellData } from '../api/shell';
import { officesQuery } from '../api/reference';
import { dashboardQuery } from '../modules/dashboard/query';
import { dashboardOffice } from '../modules/dashboard/scope';
import { currentToken } from '../api/session';
import { authStore } from '../auth/auth';
import { guestPaths, noteRefusal, redirectFor, type Access } from './access';
import { sampleNamespace } from '../i18n';
import { guestRoute } from '../public/PublicApp';
import { EmptyFrame } from './EmptyFrame';
import { Booting } from './Frame';
import { Root } from './Root';
import { inShell } from './firstPage';
import { nextTask } from '../state/nextTask';

/** Route data: the layout a route asks for (core spec section 2). */
export interface RouteHandle {
  layout?: LayoutName;
}

/**
 * A loader that lets the user in or sends him where the access rules say, in place of the refused
 * address: back does not lead to it again (and so straight forward again).
 */
const guard =
  (access: Access) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const user = authStore.get().user;
    const target = redirectFor(access, user, { pathname: url.pathname, search: url.search });
    if (target) {
      noteRefusal(access, user);
      throw replace(target);
    }
    return null;
  };

/**
 * The modules of the secure area. Each is loaded when first opened; until a module is built its
 * route shows a "coming soon" page inside the layout.
 */
const modules: Partial<Record<Feature, () => Promise<{ Component: React.ComponentType }>>> = {
  round: () => import('../modules/round/RoundPage').then((m) => ({ Component: m.RoundPage })),
  parcels: () => import('../modules/parcels/ParcelsModule').then((m) => ({ Component: m.ParcelsModule })),
  'parcels-history': () => import('../modules/parcels/HistoryPage').then((m) => ({ Component: m.HistoryPage })),
  scanning: () => import('../modules/scanning/ScanningPage').then((m) => ({ Component: m.ScanningPage })),
  destinations: () => import('../modules/offices/OfficesModule').then((m) => ({ Component: m.OfficesModule })),
  customers: () => import('../modules/customers/CustomersModule').then((m) => ({ Component: m.CustomersModule })),
  routes: () => import('../modules/routes/RoutesModule').then((m) => ({ Component: m.RoutesModule })),
  drivers: () => import('../modules/drivers/DriversModule').then((m) => ({ Component: m.DriversModule })),
  trucks: () => import('../modules/trucks/TrucksModule').then((m) => ({ Component: m.TrucksModule })),
  trips: () => import('../modules/trips/TripsModule').then((m) => ({ Component: m.TripsModule })),
  reports: () => import('../modules/reports/ReportsPage').then((m) => ({ Component: m.ReportsPage })),
  dashboard: () => import('../modules/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  complaints: () => import('../modules/complaints/ComplaintsModule').then((m) => ({ Component: m.ComplaintsModule })),
  'live-tracking': () => import('../modules/live/LiveTrackingPage').then((m) => ({ Component: m.LiveTrackingPage })),
  staff: () => import('../modules/staff/StaffModule').then((m) => ({ Component: m.StaffModule })),
};
/**
 * What a module's route asks for as it is entered, beside its code, rather than once its page is
 * drawn: the dashboard's figures (its largest content waits on them), and the offices its scope
 * is picked from (asked for by the page's first draw, they started a call in the task that paints it).
 */
const prefetches: Partial<Record<Feature, (queryClient: QueryClient, url: URL) => void>> = {
  dashboard: (queryClient, url) => {
    const user = authStore.get().user;
    void queryClient.prefetchQuery(
      dashboardQuery(
        dashboardOffice(url.searchParams, user?.officeId, !!user && officeScopedRoles.includes(user.role)),
      ),
    );
    void queryClient.prefetchQuery(officesQuery);
  },
};
const moduleLoader = (queryClient: QueryClient, feature: Feature) => async (args: LoaderFunctionArgs) => {
  guard({ kind: 'secure', feature })(args);
  const prefetch = prefetches[feature];
  if (!prefetch) return null;
  // Its calls go in a task of their own, not in the router's start (state/nextTask.ts).
  await nextTask();
  prefetch(queryClient, new URL(args.request.url));
  return null;
};
const moduleRoute = (feature: Feature) =>
  modules[feature] ??
  (() => import('../pages/ModulePage').then(({ comingSoon }) => ({ Component: comingSoon(feature) })));

/** A sample area's page: its code and the apps' strings (kept out of the first pages) load together. */
const appRoute =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    Promise.all([load(), addAppsStrings(i18next)]).then(([module]) => ({ Component: pick(module) }));
const notFound = () => import('../pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

/**
 * The code of the signed-in page at an address, asked for as soon as the app's code is here
 * (start.tsx) when a session is kept (it is likely to open that page): beside the session's check
 * rather than after it, which would cost the first page one more round trip. The router asks for
 * the same modules again when it starts (the same loads).
 */
export function loadPageCode(pathname: string) {
  if (!currentToken() || !inShell(pathname)) return;
  void import('../shell/SecureShell');
  const feature = features.find((f) => pathname === `/secure/${f}` || pathname.startsWith(`/secure/${f}/`));
  if (feature) void moduleRoute(feature)();
}

/** `pageChanged`: the app takes over from a public page (start.tsx), so its first page is a page change. */
export function createRoutes(queryClient: QueryClient, { pageChanged = false } = {}): RouteObject[] {
  const empty: RouteHandle = { layout: 'empty' };
  return [
    {
      element: <Root pageChanged={pageChanged} />,
      // While the first page's loaders run (the secure area's data): a quiet spinner, not a blank page.
      HydrateFallback: Booting,
      children: [
        // Addresses that only send the visit on (their loader always redirects): nothing to draw.
        { index: true, loader: guard({ kind: 'root' }), element: null },
        { path: 'signed-in-redirect', loader: guard({ kind: 'signed-in-redirect' }), element: null },
        {
          element: <EmptyFrame />,
          handle: empty,
          children: [
            {
              loader: guard({ kind: 'guest' }),
              children: guestPaths.map(guestRoute),
            },
            {
              loader: guard({ kind: 'signed-in' }),
              // Signing out on the page must not send it away: the guard runs on arrival only.
              shouldRevalidate: () => false,
              children: [
                {
                  path: 'sign-out',
                  lazy: () => import('../pages/auth/SignOutPage').then((m) => ({ Component: m.SignOutPage })),
                },
                {
                  path: 'unlock-session',
                  lazy: () =>
                    import('../pages/auth/UnlockSessionPage').then((m) => ({ Component: m.UnlockSessionPage })),
                },
              ],
            },
            { path: 'home', lazy: () => import('../pages/TrackingPage').then((m) => ({ Component: m.TrackingPage })) },
          ],
        },
        {
          // The signed-in area's frame: the secure modules and the sample areas' apps share it.
          id: 'shell',
          handle: { layout: 'classic' } satisfies RouteHandle,
          // Entering the area loads the shell's data in parallel before it shows (core spec section 7).
          loader: async (args) => {
            guard({ kind: 'secure' })(args);
            // Its six calls go in a task of their own, not in the router's start (state/nextTask.ts).
            await nextTask();
            await loadShellData(queryClient);
            return null;
          },
          shouldRevalidate: ({ currentUrl, nextUrl }) => !inShell(currentUrl.pathname) || !inShell(nextUrl.pathname),
          // The sample company's texts show in the shell (its messages) and the views within it.
          lazy: () =>
            Promise.all([import('../shell/SecureShell'), i18next.loadNamespaces(sampleNamespace)]).then(([m]) => ({
              Component: m.SecureShell,
              ErrorBoundary: m.SecureError,
            })),
          children: [
            {
              path: 'secure',
              children: [
                { index: true, loader: guard({ kind: 'signed-in-redirect' }), element: null },
                // A module owns everything under its path (its own list, detail and form pages).
                ...features.map((feature) => ({
                  path: `${feature}/*`,
                  loader: moduleLoader(queryClient, feature),
                  lazy: moduleRoute(feature),
                })),
                // One's own account: every role's.
                {
                  path: 'account',
                  lazy: () => import('../modules/account/AccountPage').then((m) => ({ Component: m.AccountPage })),
                },
                { path: '*', lazy: notFound },
              ],
            },
            {
              // The sample areas (spec 001): open to every signed-in role, each loaded when first opened.
              path: 'apps',
              children: [
                {
                  path: 'tasks/*',
                  lazy: appRoute(
                    () => import('../modules/apps/TasksApp'),
                    (m) => m.TasksApp,
                  ),
                },
                {
                  path: 'activities',
                  lazy: appRoute(
                    () => import('../modules/apps/ActivitiesApp'),
                    (m) => m.ActivitiesApp,
                  ),
                },
                {
                  path: 'chat/*',
                  lazy: appRoute(
                    () => import('../modules/apps/ChatApp'),
                    (m) => m.ChatApp,
                  ),
                },
                {
                  path: 'file-manager/*',
                  lazy: appRoute(
                    () => import('../modules/apps/FileManagerApp'),
                    (m) => m.FileManagerApp,
                  ),
                },
                {
                  path: 'academy/*',
                  lazy: appRoute(
                    () => import('../modules/apps/AcademyApp'),
                    (m) => m.AcademyApp,
                  ),
                },
                {
                  path: 'icons/:set?',
                  lazy: appRoute(
                    () => import('../modules/apps/IconsApp'),
                    (m) => m.IconsApp,
                  ),
                },
                {
                  path: 'help-center/*',
                  lazy: appRoute(
                    () => import('../modules/apps/HelpCenterApp'),
                    (m) => m.HelpCenterApp,
                  ),
                },
                {
                  path: 'contacts/*',
                  lazy: appRoute(
                    () => import('../modules/apps/ContactsApp'),
                    (m) => m.ContactsApp,
                  ),
                },
                // The e-commerce area of spec 001 is the inventory here: its old address leads there.
                {
                  path: 'ecommerce/*',
                  loader: () => {
                    throw replace('/apps/inventory');
                  },
                },
                {
                  path: 'inventory/*',
                  lazy: appRoute(
                    () => import('../modules/apps/InventoryApp'),
                    (m) => m.InventoryApp,
                  ),
                },
                {
                  path: 'scrumboard/*',
                  lazy: appRoute(
                    () => import('../modules/apps/ScrumboardApp'),
                    (m) => m.ScrumboardApp,
                  ),
                },
                {
                  path: 'notes/*',
                  lazy: appRoute(
                    () => import('../modules/apps/NotesApp'),
                    (m) => m.NotesApp,
                  ),
                },
                {
                  path: 'mailbox/*',
                  lazy: appRoute(
                    () => import('../modules/apps/MailboxApp'),
                    (m) => m.MailboxApp,
                  ),
                },
                { path: '*', lazy: notFound },
              ],
            },
            // The sample areas' dashboards (project, analytics, finance, crypto), for every signed-in role.
            {
              path: 'dashboards/:name',
              lazy: appRoute(
                () => import('../modules/apps/DashboardsApp'),
                (m) => m.DashboardsApp,
              ),
            },
            // The staff documentation (the changelog, the guides), for every signed-in role.
            {
              path: 'docs/*',
              lazy: appRoute(
                () => import('../modules/docs/DocsPage'),
                (m) => m.DocsPage,
              ),
            },
          ],
        },
        {
          element: <EmptyFrame />,
          handle: empty,
          children: [{ path: '*', lazy: notFound }],
        },
      ],
    },
  ];
}
