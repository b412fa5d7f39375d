/**
 * The payment provider behind plans (issue 6, docs/payments.md §2). Amounts are integer paise
 * inside the app; an adapter converts at its edge. Only `fetchStatus` is proof of payment: return
 * pages and webhooks are triggers to ask again.
 */

export type Money = { minor: number; currency: 'INR' };

/** An amount as the provider reports it: checked against ours, so its currency is not assumed. */
export type ReportedMoney = { minor: number; currency: string };

export type CreateCheckoutInput = {
  /** Ours, `^[A-Za-z0-9_-]{3,45}$`, never reused; also the idempotency key of the call. */
  merchantOrderId: string;
  /** From the server's plan table, never from the client. */
  amount: Money;
  customer: { id: string; phone: string; email?: string; name?: string };
  /** Where the payer's browser comes back; may hold the literal `{order_id}`. */
  returnUrl: string;
  notifyUrl?: string;
  expiresAt?: Date;
  tags?: Record<string, string>;
};

/** What the browser needs to start the provider's checkout, and nothing secret. */
export type CheckoutHandle = {
  merchantOrderId: string;
  providerOrderId: string;
  paymentSessionId: string;
  mode: 'sandbox' | 'production';
  sdkUrl: string;
};

export type ProviderOrderState = 'created' | 'paid' | 'expired' | 'cancelled';

export type PaymentAttempt = {
  providerPaymentId: string;
  status:
    | 'success'
    | 'pending'
    | 'failed'
    | 'dropped'
    | 'cancelled'
    | 'void'
    | 'not_attempted'
    | 'flagged';
  amount: ReportedMoney;
  method?: string;
  message?: string;
  at?: string;
};

export type ProviderOrderStatus = {
  merchantOrderId: string;
  providerOrderId: string;
  /** Cashfree's order_status: ACTIVE → created, PAID → paid, EXPIRED, TERMINATED → cancelled. */
  state: ProviderOrderState;
  /** What the provider says the order is for: compared with what we stored at creation. */
  orderAmount: ReportedMoney;
  successfulPayment?: PaymentAttempt;
  /** Newest first. */
  attempts: PaymentAttempt[];
};

export type NormalizedWebhook = {
  /** Stable across redeliveries and covered by the signature: a hash of the signed body. */
  eventKey: string;
  kind: 'payment_succeeded' | 'payment_failed' | 'payment_dropped' | 'other';
  type: string;
  merchantOrderId?: string;
  providerPaymentId?: string;
};

export type RawWebhookRequest = {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
};

/** A webhook whose signature is missing or wrong: answered 401, nothing changes. */
export class WebhookVerificationError extends Error {}

/** The provider refused or could not be reached; `retryable` says whether trying again may help. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | undefined,
    readonly code: string | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly id: 'cashfree';
  /** Creates the provider's order; safe to call again with the same merchantOrderId. */
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutHandle>;
  fetchStatus(merchantOrderId: string): Promise<ProviderOrderStatus>;
  /** Checks the signature over the raw bytes; throws WebhookVerificationError. */
  verifyWebhook(request: RawWebhookRequest): NormalizedWebhook;
}
