import { ApiError } from '@/lib/api-client';

/** What a refusal for want of a plan should say (spec §6 "Subscription gating"). */
export type LimitPromptText = {
  /** subscription.limit.<title> */
  title: 'monthlyTitle' | 'subscribeTitle';
  /** The server's message, to be translated; empty when it gave none. */
  message: string;
  /** The server says a (new) plan would lift this: the prompt then leads to the plans. */
  plansHelp: boolean;
};

/**
 * The one rule "402 → subscribe prompt": a payment-required refusal, or any refusal flagging
 * requiresSubscription or monthlyLimitReached, becomes a prompt; anything else is not ours.
 */
export function limitPromptText(error: unknown): LimitPromptText | null {
  if (!(error instanceof ApiError)) return null;
  const gated =
    error.status === 402 ||
    error.code === 'payment_required' ||
    Boolean(error.requiresSubscription) ||
    Boolean(error.monthlyLimitReached);
  if (!gated) return null;
  return {
    title: error.monthlyLimitReached ? 'monthlyTitle' : 'subscribeTitle',
    message: error.message,
    // A bare 402 without flags still means "a plan is needed".
    plansHelp: Boolean(error.requiresSubscription) || !error.monthlyLimitReached,
  };
}
