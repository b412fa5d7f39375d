import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteFacts } from '@common/schemas/site-facts';
import { apiRequest } from '@/lib/api-client';

const FIVE_MINUTES = 5 * 60_000;

/** GET /api/site-facts: the landing page's figures, from the product's own data. */
export function getSiteFacts(): Promise<SiteFacts> {
  return apiRequest<SiteFacts>('GET', '/api/site-facts');
}

/** Cached for 5 minutes, as the server counts them. */
export const siteFactsQuery = () =>
  queryOptions({
    queryKey: ['/api/site-facts'],
    queryFn: getSiteFacts,
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });

export function useSiteFacts() {
  return useQuery(siteFactsQuery());
}
