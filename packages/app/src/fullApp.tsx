import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { createRoutes } from './router/routes';
import { nextTask } from './state/nextTask';
import type { MockInfo } from './state/mock';

export { loadPageCode } from './router/routes';

/**
 * The whole app, on React Router's data router: made once the user is known, so the guards decide
 * right, at the address the page is at (the first page's, or the one a public page went on to:
 * `pageChanged`, so its first page is announced as a page change).
 */
export async function renderApp(
  root: Root,
  { i18n, mock, pageChanged }: { i18n: I18n; mock: MockInfo | null; pageChanged: boolean },
) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient, { pageChanged });
  // The router's start (its loaders ask for the page's data and code, each a task of its own:
  // router/routes.tsx) and the first render are tasks of their own.
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  // In a transition: the first page is drawn in slices that let the browser in between (its
  // input, its painting), not in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} i18n={i18n} mock={mock} />
      </StrictMode>,
    ),
  );
}
