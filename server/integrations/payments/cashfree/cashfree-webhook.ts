import { createHash } from 'node:crypto';
import {
  WebhookVerificationError,
  type NormalizedWebhook,
  type RawWebhookRequest,
} from '../payment-provider';
import { verifyCashfreeSignature } from './webhook-signature';

type WebhookBody = {
  type?: unknown;
  data?: {
    order?: { order_id?: unknown };
    payment?: { cf_payment_id?: unknown; payment_status?: unknown };
  };
};

/**
 * Route on type AND payment_status: a success webhook may carry PENDING (docs/payments.md §1.4).
 */
function kindOf(type: string, paymentStatus: unknown): NormalizedWebhook['kind'] {
  if (type === 'PAYMENT_SUCCESS_WEBHOOK') {
    return paymentStatus === 'SUCCESS' ? 'payment_succeeded' : 'other';
  }
  if (type === 'PAYMENT_FAILED_WEBHOOK') return 'payment_failed';
  if (type === 'PAYMENT_USER_DROPPED_WEBHOOK') return 'payment_dropped';
  return 'other';
}

/** Checks the signature over the raw bytes, then reads the few fields the app routes on. */
export function parseCashfreeWebhook(
  secret: string,
  request: RawWebhookRequest,
): NormalizedWebhook {
  if (!verifyCashfreeSignature(secret, request.headers, request.rawBody)) {
    throw new WebhookVerificationError('Cashfree webhook signature is missing or wrong');
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(request.rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw new WebhookVerificationError('Cashfree webhook body is not JSON');
  }
  const type = typeof body.type === 'string' ? body.type : 'unknown';
  const orderId = body.data?.order?.order_id;
  const paymentId = body.data?.payment?.cf_payment_id;
  const providerPaymentId =
    typeof paymentId === 'string' || typeof paymentId === 'number' ? String(paymentId) : undefined;
  return {
    // Not the x-idempotency-key header: the signature does not cover it, so a replay could carry
    // any key. A redelivery has the same body, however it is re-signed.
    eventKey: createHash('sha256').update(request.rawBody).digest('base64url'),
    kind: kindOf(type, body.data?.payment?.payment_status),
    type,
    merchantOrderId: typeof orderId === 'string' ? orderId : undefined,
    providerPaymentId,
  };
}
