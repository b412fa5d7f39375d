import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEEDBACK_CACHE_MS } from '@common/feedback';
import type { Feedback } from '@common/schemas/feedback';
import { apiRequest } from '@/lib/api-client';

/** GET /api/feedbacks: approved feedback only (spec §7). */
export function findFeedbacks(): Promise<Feedback[]> {
  return apiRequest<Feedback[]>('GET', '/api/feedbacks');
}

/** Cached for 5 minutes, like the server (spec §9). */
export const feedbacksQuery = () =>
  queryOptions({
    queryKey: ['/api/feedbacks'],
    queryFn: findFeedbacks,
    staleTime: FEEDBACK_CACHE_MS,
    gcTime: FEEDBACK_CACHE_MS,
  });

export function useFeedbacks() {
  return useQuery(feedbacksQuery());
}
