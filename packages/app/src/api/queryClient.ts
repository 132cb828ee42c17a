import { MutationCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { toast } from '@courier/ui';
import { ApiError } from './client';
import { messageOf } from './messages';

/**
 * Lists stay fresh for 30 s; a 4xx is not retried (it will not change by itself), other failures
 * twice. A failed action tells the user in a toast; the data it would have changed stays as it was.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        toast.warn(i18next.t('errors.title'), messageOf(error));
      },
    }),
  });
}
