import type { PaymentStatus } from './sandbox-store';

/**
 * Every payer choice the hosted page and `POST /__sandbox/orders/:id/pay` accept
 * (docs/payments.md §3.3).
 */
export const SCENARIOS = [
  'success_upi',
  'success_card',
  'failed',
  'user_dropped',
  'pending_then_success',
  'pending_then_failed',
  'success_no_redirect',
  'success_no_webhook',
  'success_duplicate_webhooks',
  'fail_then_success',
  'success_after_expiry',
] as const;

/** One of SCENARIOS. */
export type Scenario = (typeof SCENARIOS)[number];

/** True for a known scenario name. */
export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/** How a scenario unfolds: the attempts it makes, and how its webhooks and browser behave. */
export type ScenarioPlan = {
  attempts: Array<{
    group: 'upi' | 'credit_card';
    status: PaymentStatus;
    /** For PENDING: the final state, settled later. */
    settleTo?: 'SUCCESS' | 'FAILED';
    /** For PENDING: settle just after the order's expiry instead of after a delay. */
    settleAfterExpiry?: boolean;
  }>;
  webhooks: 'each' | 'none' | 'duplicate' | 'reversed';
  redirect: boolean;
};

/** The plan behind each scenario; the hosted page's buttons are labelled in checkout-pages.ts. */
export function planFor(scenario: Scenario): ScenarioPlan {
  const single = (status: PaymentStatus, group: 'upi' | 'credit_card' = 'upi'): ScenarioPlan => ({
    attempts: [{ group, status }],
    webhooks: 'each',
    redirect: true,
  });
  switch (scenario) {
    case 'success_upi':
      return single('SUCCESS');
    case 'success_card':
      return single('SUCCESS', 'credit_card');
    case 'failed':
      return single('FAILED');
    case 'user_dropped':
      return single('USER_DROPPED');
    case 'pending_then_success':
      return {
        ...single('PENDING'),
        attempts: [{ group: 'upi', status: 'PENDING', settleTo: 'SUCCESS' }],
      };
    case 'pending_then_failed':
      return {
        ...single('PENDING'),
        attempts: [{ group: 'upi', status: 'PENDING', settleTo: 'FAILED' }],
      };
    case 'success_no_redirect':
      return { ...single('SUCCESS'), redirect: false };
    case 'success_no_webhook':
      return { ...single('SUCCESS'), webhooks: 'none' };
    case 'success_duplicate_webhooks':
      return { ...single('SUCCESS'), webhooks: 'duplicate' };
    case 'fail_then_success':
      return {
        attempts: [
          { group: 'upi', status: 'FAILED' },
          { group: 'credit_card', status: 'SUCCESS' },
        ],
        webhooks: 'reversed',
        redirect: true,
      };
    case 'success_after_expiry':
      return {
        attempts: [
          { group: 'upi', status: 'PENDING', settleTo: 'SUCCESS', settleAfterExpiry: true },
        ],
        webhooks: 'each',
        redirect: true,
      };
  }
}
