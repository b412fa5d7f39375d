import { FindFeedbacks } from '@common/contracts/feedback';
import { FEEDBACK_CACHE_MS } from '@common/feedback';
import { useOperationQuery } from '@/lib/operation-query';

/** Approved feedback only (spec §7); cached for 5 minutes, like the server (spec §9). */
export function useFeedbacks() {
  return useOperationQuery(
    FindFeedbacks,
    {},
    { staleTime: FEEDBACK_CACHE_MS, gcTime: FEEDBACK_CACHE_MS },
  );
}
