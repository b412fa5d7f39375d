import { and, asc, eq, gt, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders } from '../../db/schema';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { ORDER_RECHECK_HOURS } from './plan-table';
import { checkOrderWithProvider, type OnCredited } from './verify-order';

export type ReconcileOpenOrdersOptions = {
  db: Db;
  payments: PaymentProvider;
  now: Date;
  log: (message: string, extra?: Record<string, unknown>) => void;
  onCredited?: OnCredited;
};

/** Orders asked about per run, so one run stays short whatever piles up. */
const BATCH = 100;

/**
 * The reconciler (every few minutes): asks the provider about every unfinished order of the last
 * 48 hours, so a payment whose payer closed the tab and whose webhooks were lost still becomes a
 * plan. Returns how many orders it credited.
 */
export async function reconcileOpenOrders(options: ReconcileOpenOrdersOptions): Promise<number> {
  const { db, payments, now, log } = options;
  const since = new Date(now.getTime() - ORDER_RECHECK_HOURS * 3_600_000);
  const open = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.state, ['created', 'pending', 'failed', 'expired']),
        gt(paymentOrders.createdAt, since),
        isNotNull(paymentOrders.providerOrderId),
      ),
    )
    .orderBy(asc(paymentOrders.updatedAt))
    .limit(BATCH);
  let credited = 0;
  for (const order of open) {
    try {
      const result = await checkOrderWithProvider(db, payments, order, now, options.onCredited);
      if (result.credited) credited += 1;
    } catch (error) {
      log('reconciler could not check an order', { orderId: order.id, err: error });
      // To the back of the queue, so orders that keep failing cannot hold up the others.
      await db
        .update(paymentOrders)
        .set({ updatedAt: now })
        .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.state, 'paid')));
    }
  }
  return credited;
}
