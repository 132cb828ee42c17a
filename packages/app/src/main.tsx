import './security/noEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { authStore, restoreSession } from './auth/auth';
import { initI18n } from './i18n';
import { loadPublicPage, PublicApp, publicPageAt } from './public/PublicApp';
import { MockContext } from './state/mock';

/**
 * Where the API is: the server the page came from (`vite build`, served by @courier/server), or
 * the in-browser API in a Web Worker (`vite build --mode demo`, the static demo, and the dev
 * server). The server's build holds no code of the in-browser API at all.
 */
const inBrowserApi = import.meta.env.DEV || import.meta.env.MODE === 'demo';

/**
 * Start: the in-browser API must intercept before the first request; the strings, the kept
 * session and the first page's code load side by side. A visit that starts on a public page
 * (sign-in and its siblings, public tracking) gets it without the signed-in app's code, which
 * loads when the visit goes further (public/PublicApp.tsx); any other address starts the whole
 * app (fullApp.tsx).
 */
async function start() {
  const { pathname } = location;
  const mayBePublic = publicPageAt(pathname, false) !== null;
  const firstPage = mayBePublic ? loadPublicPage(pathname) : null;
  const fullApp = mayBePublic ? null : import('./fullApp');
  const mocks = inBrowserApi ? await import('@courier/mocks/browser') : null;
  await mocks?.startMockServer({ sample: sampleSize() });
  const [i18n] = await Promise.all([initI18n(), restoreSession()]);
  const mock = mocks ? { demoAccounts: mocks.demoAccounts, demoPassword: mocks.demoPassword } : null;
  const root = createRoot(document.getElementById('root')!);
  // From a public page the app takes over at the address the visit went on to: a page change,
  // announced and focused as the app's own are.
  const openApp = async (pageChanged: boolean, go?: () => void) => {
    const { renderApp } = await (fullApp ?? import('./fullApp'));
    go?.();
    renderApp(root, { i18n, mock, pageChanged });
  };
  if (!firstPage || !publicPageAt(pathname, authStore.get().user !== null)) return openApp(false);
  await firstPage;
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MockContext.Provider value={mock}>
          <PublicApp onLeave={(go) => openApp(true, go)} />
        </MockContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
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

void start();
