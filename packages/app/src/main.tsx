import './security/noEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { restoreSession } from './auth/auth';
import { initI18n } from './i18n';
import { createRoutes } from './router/routes';

/**
 * Where the API is: the server the page came from (`vite build`, served by @courier/server), or
 * the in-browser API in a Web Worker (`vite build --mode demo`, the static demo, and the dev
 * server). The server's build holds no code of the in-browser API at all.
 */
const inBrowserApi = import.meta.env.DEV || import.meta.env.MODE === 'demo';

/**
 * Start: the in-browser API must intercept before the first request; the strings and the kept
 * session load side by side; the router is made once the user is known, so the guards decide right.
 */
async function start() {
  const mocks = inBrowserApi ? await import('@courier/mocks/browser') : null;
  await mocks?.startMockServer({ sample: sampleSize() });
  const [i18n] = await Promise.all([initI18n(), restoreSession()]);
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} i18n={i18n} mock={mocks ? { demoAccounts: mocks.demoAccounts, demoPassword: mocks.demoPassword } : null} />
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
