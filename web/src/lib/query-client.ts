import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §4 query defaults: no retry, no refetch on focus, never stale; mutations not retried. No
 * default fetcher: every query is one of an operation (operation-query.ts), with call() as its.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
