import { messageKeyOf } from '@common/messages';

/** What the address says when the subscription page loads (spec §4 "Payment result on load"). */
export type PaymentResult =
  | { kind: 'success'; paymentId?: string }
  | { kind: 'failed'; reason?: string }
  | { kind: 'error' }
  /** The provider sent the payer back: the order still has to be verified. */
  | { kind: 'returned'; orderId: string };

/** A provider's payment id: letters, digits, '_' and '-' (Cashfree's are digits). */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Query parameters this page reads and then removes. */
export const RESULT_PARAMS = ['payment', 'gateway', 'paymentId', 'reason', 'error', 'order_id'];
/** The ones of a result shown in a toast (not the order still being confirmed). */
const SHOWN_RESULT_PARAMS = RESULT_PARAMS.filter((name) => name !== 'order_id');

/** Reads the payment result from the query string; null when there is none. */
export function parsePaymentResult(params: URLSearchParams): PaymentResult | null {
  const payment = params.get('payment');
  const error = params.get('error')?.trim();
  if (payment === 'success') {
    const paymentId = params.get('paymentId')?.trim();
    return paymentId && PAYMENT_ID.test(paymentId)
      ? { kind: 'success', paymentId }
      : { kind: 'success' };
  }
  if (payment === 'error') return { kind: 'error' };
  if (payment === 'failed' || error) {
    // Anyone can write an address: only a reason that is one of our own messages is shown.
    const reason = params.get('reason')?.trim() || error;
    return reason && messageKeyOf(reason) ? { kind: 'failed', reason } : { kind: 'failed' };
  }
  const orderId = params.get('order_id')?.trim();
  if (orderId) return { kind: 'returned', orderId };
  return null;
}

/** The address after a payment: /subscription?payment=success&gateway=cashfree&paymentId=… */
export function successUrl(gateway: string, paymentId: string | null): string {
  const params = new URLSearchParams({ payment: 'success', gateway });
  if (paymentId) params.set('paymentId', paymentId);
  return `/subscription?${params.toString()}`;
}

/** The address after a failed payment; the reason is one of our messages, shown translated. */
export function failureUrl(reason: string): string {
  return `/subscription?${new URLSearchParams({ payment: 'failed', reason }).toString()}`;
}

/** The query string without the payment result, keeping anything else (the chosen scope). */
export function withoutResult(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of RESULT_PARAMS) next.delete(name);
  return next;
}

/** The query string without a result already shown, so it does not show again. */
export function withoutShownResult(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of SHOWN_RESULT_PARAMS) next.delete(name);
  return next;
}
