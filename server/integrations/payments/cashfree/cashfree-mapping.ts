import { z } from 'zod';
import { ProviderError, type PaymentAttempt, type ProviderOrderState } from '../payment-provider';

/**
 * The slice of Cashfree's OrderEntity the adapter reads (docs/payments.md §1.2). Answers are
 * parsed, not cast: a body of another shape is a ProviderError, never a TypeError deep in a request.
 */
const CashfreeOrderSchema = z.object({
  cf_order_id: z.union([z.string(), z.number()]),
  order_id: z.string(),
  order_amount: z.number(),
  order_currency: z.string(),
  order_status: z.string(),
  payment_session_id: z.string().nullish(),
});
export type CashfreeOrder = z.infer<typeof CashfreeOrderSchema>;

/**
 * The slice of Cashfree's PaymentEntity the adapter reads (docs/payments.md §1.3); many fields may
 * be null.
 */
const CashfreePaymentSchema = z.object({
  cf_payment_id: z.union([z.string(), z.number()]),
  payment_status: z.string(),
  payment_amount: z.number(),
  payment_currency: z.string(),
  payment_group: z.string().nullish(),
  payment_message: z.string().nullish(),
  payment_time: z.string().nullish(),
  payment_completion_time: z.string().nullish(),
});
export type CashfreePayment = z.infer<typeof CashfreePaymentSchema>;

function parseBody<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ProviderError(
    `Cashfree answered ${what} in an unexpected shape`,
    200,
    'bad_response',
    false,
  );
}

/** A Cashfree OrderEntity from a 200 answer. */
export const parseCashfreeOrder = (body: unknown) =>
  parseBody(CashfreeOrderSchema, body, 'an order');

/** The list of a Cashfree order's payment attempts from a 200 answer. */
export const parseCashfreePayments = (body: unknown) =>
  parseBody(z.array(CashfreePaymentSchema), body, 'payments');

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
    amount: { minor: rupeesToPaise(payment.payment_amount), currency: payment.payment_currency },
    method: payment.payment_group ?? undefined,
    message: payment.payment_message ?? undefined,
    at: payment.payment_completion_time ?? payment.payment_time ?? undefined,
  };
}

const timeOf = (attempt: PaymentAttempt) => (attempt.at ? Date.parse(attempt.at) : Number.NaN);

/**
 * Newest attempt first, by its time: Cashfree does not document the order of the list. Attempts
 * without a time keep their place after the timed ones.
 */
export function newestFirst(attempts: PaymentAttempt[]): PaymentAttempt[] {
  return attempts
    .map((attempt, index) => ({ attempt, index, time: timeOf(attempt) }))
    .sort((a, b) => {
      const known = Number(!Number.isNaN(b.time)) - Number(!Number.isNaN(a.time));
      if (known !== 0) return known;
      return Number.isNaN(a.time) || a.time === b.time ? a.index - b.index : b.time - a.time;
    })
    .map(({ attempt }) => attempt);
}
