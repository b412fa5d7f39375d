import { eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { OrderState, VerifyPaymentResponse } from '@common/schemas/subscription';
import type { Catalog } from '../../content/catalog';
import type { Db } from '../../db/client';
import { paymentOrders, type PaymentOrderRow, type PaymentOrderState } from '../../db/schema';
import { AppError } from '../../errors';
import { ProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { presentActivePlan } from '../../presenters/active-plan';
import { reconcileOrder, settledOrder, type ReconcileResult } from './reconcile-order';

/** Who asks: users see their own orders only; a site admin may check anyone's (support). */
export type Asker = { userId: string; isSiteAdmin: boolean };

export type VerifyOrderOptions = {
  db: Db;
  payments: PaymentProvider | undefined;
  catalog: Catalog;
  merchantOrderId: string;
  asker: Asker;
  now: Date;
  /** What follows a payment's becoming a plan (the receipt); run by the one call that credits it. */
  onCredited?: OnCredited;
};

export type OnCredited = (result: ReconcileResult) => Promise<void>;

/** Finds an order the asker may see; anyone else's, or none, is the same 404. */
export async function findOwnOrder(
  db: Db,
  merchantOrderId: string,
  asker: Asker,
): Promise<PaymentOrderRow> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.merchantOrderId, merchantOrderId));
  if (!order || (order.userId !== asker.userId && !asker.isSiteAdmin))
    throw new AppError('not_found', Messages.paymentOrderNotFound);
  return order;
}

/** Asks the provider about an order and reconciles (a paid order never changes again, so it is not asked); the provider being down is a 503. */
export async function checkOrderWithProvider(
  db: Db,
  payments: PaymentProvider | undefined,
  order: PaymentOrderRow,
  now: Date,
  onCredited?: OnCredited,
): Promise<ReconcileResult> {
  if (order.state === 'paid') return { ...(await settledOrder(db, order)), credited: false };
  if (!payments || !order.providerOrderId)
    throw new AppError('unavailable', Messages.paymentProviderUnavailable);
  try {
    const status = await payments.fetchStatus(order.merchantOrderId);
    const result = await reconcileOrder({ db, order, status, now });
    if (result.credited) await onCredited?.(result);
    return result;
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError('unavailable', Messages.paymentProviderUnavailable, {}, error);
    throw error;
  }
}

const wireState: Record<PaymentOrderState, OrderState> = {
  created: 'created',
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  expired: 'expired',
  amount_mismatch: 'failed',
};

const messageOf: Partial<Record<PaymentOrderState, string>> = {
  created: Messages.paymentNotCompleted,
  pending: Messages.paymentPending,
  failed: Messages.paymentNotCompleted,
  expired: Messages.paymentOrderExpired,
  amount_mismatch: Messages.paymentAmountMismatch,
};

/** The answer of verify-payment and manual-verify. */
export function presentVerification(
  result: ReconcileResult,
  catalog: Catalog,
): VerifyPaymentResponse {
  const { order, subscription } = result;
  const message = messageOf[order.state];
  return {
    success: order.state === 'paid',
    state: wireState[order.state],
    orderId: order.merchantOrderId,
    planType: order.plan,
    paymentId: order.providerPaymentId,
    ...(message ? { message } : {}),
    ...(subscription ? { subscription: presentActivePlan(subscription, catalog) } : {}),
  };
}

/** POST /api/cashfree/verify-payment and manual-verify: ask the provider, reconcile, answer. */
export async function verifyOrder(options: VerifyOrderOptions): Promise<VerifyPaymentResponse> {
  const order = await findOwnOrder(options.db, options.merchantOrderId, options.asker);
  const result = await checkOrderWithProvider(
    options.db,
    options.payments,
    order,
    options.now,
    options.onCredited,
  );
  return presentVerification(result, options.catalog);
}
