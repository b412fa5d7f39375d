import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCheckResponse } from '@common/schemas/auth';

/** GET /api/admin/check: cached 5 minutes, no retry (spec §7). */
export const adminCheckQueryOptions = (userId: string | undefined) =>
  queryOptions<AdminCheckResponse>({
    queryKey: ['/api/admin/check'],
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
    retry: false,
    enabled: Boolean(userId),
  });

export function useAdminCheck(userId: string | undefined) {
  return useQuery(adminCheckQueryOptions(userId));
}
