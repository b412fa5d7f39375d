import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@common/schemas/auth';
import { getQueryFn } from '@/lib/api-client';

/** GET /api/session: who the server says is signed in. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/session'],
    queryFn: getQueryFn<SessionResponse>({ on401: 'returnNull' }),
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
