import { GetAdminCheck } from '@common/contracts/auth';
import { useOperationQuery } from '@/lib/operation-query';

/** Whether the user is a site admin: cached 5 minutes, no retry (spec §7); asked only when signed in. */
export function useAdminCheck(userId: string | undefined) {
  return useOperationQuery(
    GetAdminCheck,
    {},
    { staleTime: 5 * 60_000, gcTime: 5 * 60_000, retry: false, enabled: Boolean(userId) },
  );
}
