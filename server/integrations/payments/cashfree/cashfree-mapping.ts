import type { PaymentAttempt, ProviderOrderState } from '../payment-provider';

/** The slice of Cashfree's OrderEntity the adapter reads (payments.md §1.2). */
export type CashfreeOrder = {
  cf_order_id: string | number;
  order_id: string;
  order_amount: number;
  order_currency: string;
  order_status: string;
  payment_session_id: string;
};

/** The slice of Cashfree's PaymentEntity the adapter reads (payments.md §1.3). */
export type CashfreePayment = {
  cf_payment_id: string | number;
  payment_status: string;
  payment_amount: number;
  payment_currency: string;
  payment_group?: string;
  payment_message?: string;
  payment_time?: string;
  payment_completion_time?: string;
};

const ORDER_STATES: Record<string, ProviderOrderState> = {
  ACTIVE: 'created',
  PAID: 'paid',
  EXPIRED: 'expired',
  TERMINATED: 'cancelled',
  TERMINATION_REQUESTED: 'cancelled',
};

const PAYMENT_STATES: Record<string, PaymentAttempt['status']> = {
  SUCCESS: 'success',
  PENDING: 'pending',
  FAILED: 'failed',
  USER_DROPPED: 'dropped',
  CANCELLED: 'cancelled',
  VOID: 'void',
  NOT_ATTEMPTED: 'not_attempted',
  FLAGGED: 'flagged',
};

/** Rupees with up to two decimals to integer paise; Math.round because 9.99 * 100 is 998.99…. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to the rupee number Cashfree expects (149 for 14900). */
export function paiseToRupees(paise: number): number {
  return Number((paise / 100).toFixed(2));
}

/** Cashfree's order_status to ours; an unknown status is not paid, so it reads as created. */
export function mapOrderState(status: string): ProviderOrderState {
  return ORDER_STATES[status] ?? 'created';
}

/** One Cashfree payment attempt as the app sees it. */
export function mapPayment(payment: CashfreePayment): PaymentAttempt {
  return {
    providerPaymentId: String(payment.cf_payment_id),
    // An unknown status must never look like money: treat it as still pending.
    status: PAYMENT_STATES[payment.payment_status] ?? 'pending',
    amount: { minor: rupeesToPaise(payment.payment_amount), currency: 'INR' },
    method: payment.payment_group,
    message: payment.payment_message,
    at: payment.payment_completion_time ?? payment.payment_time,
  };
}
