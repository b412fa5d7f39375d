import { SubscriptionPage } from '@/features/subscription';

/** /subscription: for guests and members alike; buying needs an account (spec §2, §6). */
export default function SubscriptionRoute() {
  return <SubscriptionPage />;
}
