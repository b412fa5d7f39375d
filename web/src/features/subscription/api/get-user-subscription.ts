import { GetUserSubscription } from '@common/contracts/subscriptions';
import { FREE_PAPERS } from '@common/plans';
import type { UserSubscription } from '@common/schemas/subscription';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { useOperationQuery } from '@/lib/operation-query';

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

/**
 * The signed-in user's subscriptions, with board and subject names in the interface language;
 * runs only when there is an email (spec §7).
 */
export function useUserSubscription(email: string) {
  const lang = useUiLanguage();
  return useOperationQuery(
    GetUserSubscription,
    { query: { email, lang } },
    { enabled: Boolean(email) },
  );
}
