import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { MockContext, type MockInfo } from './state/mock';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  i18n: I18n;
  mock: MockInfo | null;
}

/** The providers around the router: data cache, strings, the mock server's demo accounts. */
export function App({ router, queryClient, i18n, mock }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MockContext.Provider value={mock}>
          <RouterProvider router={router} />
        </MockContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
