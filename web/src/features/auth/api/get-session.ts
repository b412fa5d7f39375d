import { useQuery } from '@tanstack/react-query';
import { GetSession } from '@common/contracts/auth';
import { ApiError } from '@/lib/api-client';
import { call } from '@/lib/call';
import { operationKey } from '@/lib/operation-query';

/** Who the server says is signed in; a 401 reads as "no one", not as a failure (spec §7). */
export function useSession() {
  return useQuery({
    queryKey: operationKey(GetSession),
    queryFn: () =>
      call(GetSession).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return { user: null };
        throw error;
      }),
  });
}
