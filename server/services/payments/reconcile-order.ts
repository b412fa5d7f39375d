import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  paymentOrders,
  subscriptions,
  type PaymentOrderRow,
  type PaymentOrderState,
  type SubscriptionRow,
} from '../../db/schema';
import { planEnd } from '../../engine/entitlements';
import type { ProviderOrderStatus } from '../../integrations/payments/payment-provider';

export type ReconcileOrderOptions = {
  db: Db;
  order: PaymentOrderRow;
  /** What the provider said when asked just now: the only proof of payment. */
  status: ProviderOrderStatus;
  now: Date;
};

export type ReconcileResult = {
  order: PaymentOrderRow;
  /** The plan this order started, once paid (also when another call credited it first). */
  subscription?: SubscriptionRow;
  /** True only for the one call that credited the payment. */
  credited: boolean;
};

/** Our state for an order the provider has not marked paid, from its attempts. */
function unpaidState(status: ProviderOrderStatus): PaymentOrderState {
  // An attempt the bank has not answered can still pay the order, even after the order expired
  // (docs/payments.md §1.3, "Expiry vs TTL"): telling the payer to start again could charge them
  // twice.
  if (status.attempts.some((a) => a.status === 'pending' || a.status === 'flagged'))
    return 'pending';
  if (status.state === 'expired' || status.state === 'cancelled') return 'expired';
  const latest = status.attempts[0];
  if (!latest || latest.status === 'not_attempted') return 'created';
  return 'failed';
}

/**
 * The one place a payment becomes a plan (docs/payments.md §2.2). Safe to run any number of times,
 * concurrently, from the return page, manual verify, webhooks and the reconciler: the order turns
 * `paid` by a conditional update that only one transaction can win, the plan row is unique per
 * order, and nothing ever moves an order out of `paid` (a late failure webhook changes nothing).
 */
export async function reconcileOrder({
  db,
  order,
  status,
  now,
}: ReconcileOrderOptions): Promise<ReconcileResult> {
  const amountMatches =
    status.orderAmount.minor === order.amountMinor &&
    status.orderAmount.currency === order.currency;
  const next: PaymentOrderState = !amountMatches
    ? 'amount_mismatch'
    : status.state === 'paid'
      ? 'paid'
      : unpaidState(status);

  if (next !== 'paid') {
    const [updated] = await db
      .update(paymentOrders)
      .set({ state: next, updatedAt: now })
      .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.state, 'paid')))
      .returning();
    // No row changed: another call has just made it paid, so answer what is stored now.
    return {
      ...(await settledOrder(db, updated ?? (await readOrder(db, order.id)))),
      credited: false,
    };
  }

  const paymentId = status.successfulPayment?.providerPaymentId ?? null;
  const credited = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(paymentOrders)
      .set({ state: 'paid', providerPaymentId: paymentId, paidAt: now, updatedAt: now })
      .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.state, 'paid')))
      .returning();
    if (!won) return false;
    const startsAt = await renewalStart(tx, won, now);
    await tx.insert(subscriptions).values({
      id: randomUUID(),
      userId: won.userId,
      plan: won.plan,
      country: won.country,
      curriculum: won.curriculum,
      classNumber: won.classNumber,
      orderId: won.id,
      paymentId,
      startsAt,
      endsAt: planEnd(startsAt, won.plan),
      createdAt: now,
    });
    return true;
  });
  return { ...(await settledOrder(db, await readOrder(db, order.id))), credited };
}

/**
 * A renewal of the same plan for the same scope starts when the current one ends, so paying
 * early (or twice, in two tabs) never loses days. Locks the user's rows so two credits in
 * parallel queue one after the other.
 */
async function renewalStart(db: Db, order: PaymentOrderRow, now: Date): Promise<Date> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${order.userId}))`);
  const [latest] = await db
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, order.userId),
        eq(subscriptions.plan, order.plan),
        eq(subscriptions.country, order.country),
        eq(subscriptions.curriculum, order.curriculum),
        eq(subscriptions.classNumber, order.classNumber),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return latest ? latest.endsAt : now;
}

async function readOrder(db: Db, id: string): Promise<PaymentOrderRow> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row!;
}

/** An order with the plan it started, if any. */
export async function settledOrder(db: Db, order: PaymentOrderRow) {
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.orderId, order.id));
  return { order, subscription };
}
