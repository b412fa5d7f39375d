import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Spec §4 query defaults: no retry, no refetch on focus, never stale; mutations not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
