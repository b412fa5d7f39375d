import {
  ProviderError,
  type CheckoutHandle,
  type CreateCheckoutInput,
  type NormalizedWebhook,
  type PaymentProvider,
  type ProviderOrderStatus,
  type RawWebhookRequest,
} from '../payment-provider';
import { callCashfree, toProviderError, type CashfreeHttpOptions } from './cashfree-http';
import {
  mapOrderState,
  mapPayment,
  newestFirst,
  paiseToRupees,
  parseCashfreeOrder,
  parseCashfreePayments,
  rupeesToPaise,
  type CashfreeOrder,
} from './cashfree-mapping';
import { parseCashfreeWebhook } from './cashfree-webhook';
import { toIstIso } from './ist-time';

/** Everything the adapter needs; `baseUrl` ends in `/pg` (sandbox, production or the local gateway). */
export type CashfreeProviderOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Pinned, never the SDK default (docs/payments.md §1.1): '2025-01-01'. */
  apiVersion: string;
  mode: 'sandbox' | 'production';
  sdkUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Cashfree PG through a thin fetch adapter (docs/payments.md §2.1, "Decision"). */
export class CashfreeProvider implements PaymentProvider {
  readonly id = 'cashfree' as const;
  readonly #http: CashfreeHttpOptions;
  readonly #mode: 'sandbox' | 'production';
  readonly #sdkUrl: string;

  constructor(options: CashfreeProviderOptions) {
    this.#http = {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      apiVersion: options.apiVersion,
      timeoutMs: options.timeoutMs ?? 10_000,
      fetch: options.fetch ?? globalThis.fetch,
    };
    this.#mode = options.mode;
    this.#sdkUrl = options.sdkUrl;
  }

  /** Creates the order; a retry with the same id that meets 409 reuses the order if it still fits. */
  async createCheckout(input: CreateCheckoutInput): Promise<CheckoutHandle> {
    const response = await callCashfree(this.#http, {
      method: 'POST',
      path: '/orders',
      body: orderRequest(input),
      idempotencyKey: input.merchantOrderId,
    });
    if (response.status === 200) return this.#handle(parseCashfreeOrder(response.body));
    if (response.status === 409) return this.#reuseExisting(input);
    throw toProviderError('create order', response);
  }

  /** Asks Cashfree for the order and its attempts: the only proof of payment. */
  async fetchStatus(merchantOrderId: string): Promise<ProviderOrderStatus> {
    const path = `/orders/${encodeURIComponent(merchantOrderId)}`;
    // One after the other: payments read after the order include the attempt that paid it, so a
    // PAID order always comes with its payment id.
    const orderResponse = await callCashfree(this.#http, { method: 'GET', path });
    if (orderResponse.status !== 200) throw toProviderError('get order', orderResponse);
    const paymentsResponse = await callCashfree(this.#http, {
      method: 'GET',
      path: `${path}/payments`,
    });
    if (paymentsResponse.status !== 200) throw toProviderError('get payments', paymentsResponse);
    const order = parseCashfreeOrder(orderResponse.body);
    const attempts = newestFirst(parseCashfreePayments(paymentsResponse.body).map(mapPayment));
    return {
      merchantOrderId: order.order_id,
      providerOrderId: String(order.cf_order_id),
      state: mapOrderState(order.order_status),
      // As the provider reports it: reconcile compares amount and currency with the stored order.
      orderAmount: { minor: rupeesToPaise(order.order_amount), currency: order.order_currency },
      successfulPayment: attempts.find((attempt) => attempt.status === 'success'),
      attempts,
    };
  }

  /** Verifies the signature with the client secret, then normalises the event. */
  verifyWebhook(request: RawWebhookRequest): NormalizedWebhook {
    return parseCashfreeWebhook(this.#http.clientSecret, request);
  }

  async #reuseExisting(input: CreateCheckoutInput): Promise<CheckoutHandle> {
    const response = await callCashfree(this.#http, {
      method: 'GET',
      path: `/orders/${encodeURIComponent(input.merchantOrderId)}`,
    });
    if (response.status !== 200) throw toProviderError('get existing order', response);
    const order = parseCashfreeOrder(response.body);
    if (
      rupeesToPaise(order.order_amount) !== input.amount.minor ||
      order.order_currency !== input.amount.currency
    ) {
      throw new ProviderError('Existing Cashfree order differs', 409, 'order_mismatch', false);
    }
    if (order.order_status !== 'ACTIVE') {
      throw new ProviderError(
        `Existing Cashfree order is ${order.order_status}`,
        409,
        'order_already_exists',
        false,
      );
    }
    return this.#handle(order);
  }

  #handle(order: CashfreeOrder): CheckoutHandle {
    if (!order.payment_session_id)
      throw new ProviderError('Cashfree order has no payment session', 200, 'bad_response', false);
    return {
      merchantOrderId: order.order_id,
      providerOrderId: String(order.cf_order_id),
      paymentSessionId: order.payment_session_id,
      mode: this.#mode,
      sdkUrl: this.#sdkUrl,
    };
  }
}

/** The Create Order body (docs/payments.md §1.2); optional fields only when given. */
function orderRequest(input: CreateCheckoutInput) {
  return {
    order_id: input.merchantOrderId,
    order_amount: paiseToRupees(input.amount.minor),
    order_currency: input.amount.currency,
    customer_details: {
      // Cashfree takes alphanumerics only; our ids are uuids.
      customer_id: input.customer.id.replace(/[^A-Za-z0-9]/g, ''),
      customer_phone: input.customer.phone,
      ...(input.customer.email ? { customer_email: input.customer.email } : {}),
      ...(input.customer.name ? { customer_name: input.customer.name } : {}),
    },
    order_meta: {
      return_url: input.returnUrl,
      ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}),
      payment_methods: 'cc,dc,upi',
    },
    ...(input.expiresAt ? { order_expiry_time: toIstIso(input.expiresAt) } : {}),
    ...(input.tags ? { order_tags: input.tags } : {}),
  };
}
