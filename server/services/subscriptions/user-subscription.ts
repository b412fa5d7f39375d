import { and, eq } from 'drizzle-orm';
import { FREE_PAPERS } from '@common/plans';
import type { UserSubscription } from '@common/schemas/subscription';
import type { Catalog } from '../../content/catalog';
import type { Db } from '../../db/client';
import { usageCounters } from '../../db/schema';
import { FREE_PAPERS_BUCKET } from '../../engine/entitlements';
import { presentActivePlan, scopeText } from '../../presenters/active-plan';
import { findSubscriptionRows } from './held-plans';

export type GetUserSubscriptionOptions = { db: Db; catalog: Catalog; userId: string; now: Date };

/**
 * GET /api/user-subscription: the plans not yet ended (a renewal starts when the plan before it
 * ends, and is listed from the day it is bought), the one ending last
 * for the spec's single-subscription fields, and how many of the free papers are used.
 */
export async function getUserSubscription({
  db,
  catalog,
  userId,
  now,
}: GetUserSubscriptionOptions): Promise<UserSubscription> {
  const rows = await findSubscriptionRows(db, userId);
  const active = rows
    .filter((row) => row.endsAt > now)
    .map((row) => presentActivePlan(row, catalog));
  const [counter] = await db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.bucket, FREE_PAPERS_BUCKET)));
  const last = active.at(-1);
  return {
    hasActiveSubscription: active.length > 0,
    subscriptionEndDate: last?.endDate ?? null,
    subscriptionType: last?.planType ?? 'free',
    subscriptionScope: last ? scopeText(last) : null,
    activeSubscriptionPlans: active,
    freePapersUsed: Math.min(counter?.used ?? 0, FREE_PAPERS),
    freePapersLimit: FREE_PAPERS,
  };
}
