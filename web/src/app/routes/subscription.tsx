import { SubscriptionPage } from '@/features/subscription';
import { useLoginDialog } from '../shell/login-dialog-context';

/** /subscription: for guests and members alike; buying needs an account (spec §2, §6). */
export default function SubscriptionRoute() {
  const { openLogin } = useLoginDialog();
  // A payer back from the provider without a session logs in and stays, with the order.
  return <SubscriptionPage onLoginNeeded={() => openLogin({ stayOnPage: true })} />;
}
