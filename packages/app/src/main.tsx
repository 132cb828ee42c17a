import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { restoreSession } from './auth/auth';
import { initI18n } from './i18n';
import { createRoutes } from './router/routes';

/**
 * Start: the mock API must intercept before the first request; the strings and the kept session
 * load side by side; the router is made once the user is known, so the guards decide right.
 */
async function start() {
  const mocks = await import('@courier/mocks/browser');
  await mocks.startMockServer();
  const [i18n] = await Promise.all([initI18n(), restoreSession()]);
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} i18n={i18n} mock={{ demoAccounts: mocks.demoAccounts, demoPassword: mocks.demoPassword }} />
    </StrictMode>,
  );
}

void start();
