import { queryOptions, useQuery } from '@tanstack/react-query';
import { FREE_PAPERS } from '@common/plans';
import type { UserSubscription } from '@common/schemas/subscription';
import { apiRequest } from '@/lib/api-client';

/** Spec §7: without an email the page shows this empty default. */
export const EMPTY_SUBSCRIPTION: UserSubscription = {
  hasActiveSubscription: false,
  subscriptionEndDate: null,
  subscriptionType: 'free',
  subscriptionScope: null,
  activeSubscriptionPlans: [],
  freePapersUsed: 0,
  freePapersLimit: FREE_PAPERS,
};

export const userSubscriptionKey = ['/api/user-subscription'] as const;

/** GET /api/user-subscription?email= */
export function getUserSubscription(email: string): Promise<UserSubscription> {
  const url = `/api/user-subscription?${new URLSearchParams({ email }).toString()}`;
  return apiRequest<UserSubscription>('GET', url);
}

/** The status of one user's subscriptions; runs only when there is an email (spec §7). */
export const userSubscriptionQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...userSubscriptionKey, email],
    queryFn: () => getUserSubscription(email),
    enabled: Boolean(email),
  });

/** The subscription status of the signed-in user. */
export function useUserSubscription(email: string) {
  return useQuery(userSubscriptionQueryOptions(email));
}
