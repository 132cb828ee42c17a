import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadIcons } from '@courier/ui';
import { authStore, restoreSession } from './auth/auth';
import { initI18n } from './i18n';
import { loadPublicPage, PublicRoot, publicPageAt } from './public/PublicApp';
import { askAheadFor } from './router/firstPage';
import { nextTask } from './state/nextTask';

/**
 * Where the API is: the server the page came from (`vite build`, served by @courier/server), or
 * the in-browser API in a Web Worker (`vite build --mode demo`, the static demo, and the dev
 * server). The server's build holds no code of the in-browser API at all.
 */
const inBrowserApi = import.meta.env.DEV || import.meta.env.MODE === 'demo';

/**
 * Start: the in-browser API must intercept before the first request; the strings, the kept
 * session, the first page's code and its data (router/firstPage.ts) load side by side. A visit
 * that starts on a public page (sign-in and its siblings, public tracking) gets it without the
 * signed-in app's code, which loads when the visit goes further (public/PublicApp.tsx); any other
 * address starts the whole app (fullApp.tsx). A public page the server sent already drawn (rendered at build time,
 * prerender.tsx) is taken over as it stands (hydrated) when it is the page this visitor gets: in
 * their language, not signed in; otherwise it is drawn again.
 */
export async function start() {
  const { pathname } = location;
  const mayBePublic = publicPageAt(pathname, false) !== null;
  const firstPage = mayBePublic ? loadPublicPage(pathname) : null;
  const fullApp = mayBePublic ? null : import('./fullApp');
  // With a kept session, the page's code loads while the session is checked.
  void fullApp?.then((app) => app.loadPageCode(pathname));
  const mocks = inBrowserApi ? await import('@courier/mocks/browser') : null;
  await mocks?.startMockServer({ sample: sampleSize(), delays: demoDelays() });
  if (!mayBePublic) askAheadFor(location);
  const session = restoreSession();
  // The calls are out; the strings' setup is a task of its own.
  await nextTask();
  const [i18n] = await Promise.all([initI18n(), session]);
  const mock = mocks ? { demoAccounts: mocks.demoAccounts, demoPassword: mocks.demoPassword } : null;
  const container = document.getElementById('root')!;
  let root: Root | null = null;
  // From a public page the app takes over at the address the visit went on to: a page change,
  // announced and focused as the app's own are.
  const openApp = async (pageChanged: boolean, go?: () => void) => {
    const { renderApp } = await (fullApp ?? import('./fullApp'));
    go?.();
    await renderApp((root ??= createRoot(container)), { i18n, mock, pageChanged });
  };
  if (!firstPage || !publicPageAt(pathname, authStore.get().user !== null)) return openApp(false);
  await firstPage;
  const page = <PublicRoot i18n={i18n} mock={mock} onLeave={(go) => openApp(true, go)} />;
  // Only the server sends pages drawn ahead of time; the demo's build leaves this out.
  if (!inBrowserApi && container.dataset.prerendered === i18n.language && location.search === '') {
    // The icons it shows, loaded first, so that the page is taken over as it was drawn.
    await loadIcons([...container.querySelectorAll<SVGElement>('svg[data-icon]')].map((icon) => icon.dataset.icon!));
    // In a transition: the page is on screen already, so taking it over may yield to the browser
    // every few milliseconds instead of holding the main thread for the whole tree.
    startTransition(() => void (root = hydrateRoot(container, page)));
  } else (root = createRoot(container)).render(page);
}

/**
 * The in-browser API answers after the spec's delays (sign-in 1.5 s, a password link 1 s), as a
 * distant server would: on, unless this browser's `courier.demoDelays` is `off` (the end-to-end
 * tests, which wait on the app rather than on a clock; e2e/helpers.ts).
 */
function demoDelays(): boolean {
  try {
    return localStorage.getItem('courier.demoDelays') !== 'off';
  } catch {
    return true;
  }
}

/**
 * `?sample=large` on any address runs this tab on the 100 000-parcel sample (to measure speed);
 * `?sample=default` goes back. The choice lasts as long as the tab.
 */
function sampleSize(): 'default' | 'large' {
  const asked = new URLSearchParams(location.search).get('sample');
  if (asked === 'large' || asked === 'default') sessionStorage.setItem('courier.sample', asked);
  return sessionStorage.getItem('courier.sample') === 'large' ? 'large' : 'default';
}
