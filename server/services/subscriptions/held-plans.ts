import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, type SubscriptionRow } from '../../db/schema';
import type { HeldPlan } from '../../engine/entitlements';

/** Every plan a user has held, oldest first (ended ones too: they make the status "expired"). */
export async function findSubscriptionRows(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.endsAt));
}

/** The rules' view of a subscription row. */
export const heldPlanOf = (row: SubscriptionRow): HeldPlan => ({
  plan: row.plan,
  country: row.country,
  curriculum: row.curriculum,
  classNumber: row.classNumber,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
});

/** The plans a user holds, as the entitlement rules read them. */
export async function findHeldPlans(db: Db, userId: string): Promise<HeldPlan[]> {
  return (await findSubscriptionRows(db, userId)).map(heldPlanOf);
}
