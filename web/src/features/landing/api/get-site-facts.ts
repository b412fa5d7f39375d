import { GetSiteFacts } from '@common/contracts/site';
import { useOperationQuery } from '@/lib/operation-query';

const FIVE_MINUTES = 5 * 60_000;

/** The landing page's figures, from the product's own data; cached 5 minutes, as the server counts them. */
export function useSiteFacts() {
  return useOperationQuery(GetSiteFacts, {}, { staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES });
}
