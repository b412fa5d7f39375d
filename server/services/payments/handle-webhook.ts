import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders, webhookEvents } from '../../db/schema';
import type {
  PaymentProvider,
  RawWebhookRequest,
} from '../../integrations/payments/payment-provider';
import { checkOrderWithProvider, type OnCredited } from './verify-order';

export type HandleWebhookOptions = {
  db: Db;
  payments: PaymentProvider;
  request: RawWebhookRequest;
  now: Date;
  log: (message: string, extra?: Record<string, unknown>) => void;
  onCredited?: OnCredited;
};

export type WebhookOutcome = 'duplicate' | 'ignored' | 'reconciled' | 'deferred';

/**
 * POST /api/cashfree/webhook. The signature is checked over the raw bytes (a bad one throws
 * WebhookVerificationError, answered 401). Each event is taken once; its claims are not trusted:
 * it only makes us ask the provider about the order, as the return page does. If the provider
 * cannot be reached, the reconciler asks again later, so the event is never lost.
 */
export async function handleWebhook(options: HandleWebhookOptions): Promise<WebhookOutcome> {
  const { db, payments, now, log } = options;
  const event = payments.verifyWebhook(options.request);
  const [fresh] = await db
    .insert(webhookEvents)
    .values({
      id: randomUUID(),
      provider: payments.id,
      eventKey: event.eventKey,
      type: event.type,
      merchantOrderId: event.merchantOrderId ?? null,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!fresh) return 'duplicate';
  if (event.kind === 'other' || !event.merchantOrderId) return 'ignored';
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.merchantOrderId, event.merchantOrderId));
  if (!order) {
    log('webhook for an order we do not know', { merchantOrderId: event.merchantOrderId });
    return 'ignored';
  }
  try {
    const result = await checkOrderWithProvider(db, payments, order, now, options.onCredited);
    if (result.credited) log('payment credited from a webhook', { orderId: order.id });
    return 'reconciled';
  } catch (error) {
    log('webhook reconcile deferred to the reconciler', { orderId: order.id, err: error });
    return 'deferred';
  }
}
