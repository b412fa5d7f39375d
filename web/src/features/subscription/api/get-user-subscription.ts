import { queryOptions, useQuery } from '@tanstack/react-query';
import { FREE_PAPERS } from '@common/plans';
import type { UserSubscription } from '@common/schemas/subscription';
import { useUiLanguage } from '@/i18n/use-ui-language';
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
  allowances: [],
};

export const userSubscriptionKey = ['/api/user-subscription'] as const;

/** GET /api/user-subscription?email=&lang= (names of boards and subjects in the reader's language). */
export function getUserSubscription(email: string, lang: string): Promise<UserSubscription> {
  const url = `/api/user-subscription?${new URLSearchParams({ email, lang }).toString()}`;
  return apiRequest<UserSubscription>('GET', url);
}

/** The status of one user's subscriptions; runs only when there is an email (spec §7). */
export const userSubscriptionQueryOptions = (email: string, lang: string) =>
  queryOptions({
    queryKey: [...userSubscriptionKey, email, lang],
    queryFn: () => getUserSubscription(email, lang),
    enabled: Boolean(email),
  });

/** The subscription status of the signed-in user, in the interface language. */
export function useUserSubscription(email: string) {
  const lang = useUiLanguage();
  return useQuery(userSubscriptionQueryOptions(email, lang));
}
