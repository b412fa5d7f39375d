import { and, eq, inArray } from 'drizzle-orm';
import type { UiLanguage } from '@common/languages';
import { FREE_PAPERS } from '@common/plans';
import type { ActivePlan, ScopeAllowances, UserSubscription } from '@common/schemas/subscription';
import type { ContentStore } from '../../content/content-store';
import type { Db } from '../../db/client';
import { usageCounters } from '../../db/schema';
import {
  allowancesLeft,
  FREE_PAPERS_BUCKET,
  paperAllowance,
  pdfAllowance,
  type HeldPlan,
  type Scope,
} from '../../engine/entitlements';
import { presentActivePlan, scopeText } from '../../presenters/active-plan';
import { findSubscriptionRows, heldPlanOf } from './held-plans';

export type GetUserSubscriptionOptions = {
  db: Db;
  content: ContentStore;
  userId: string;
  now: Date;
  language?: UiLanguage;
};

/** The scopes of the plans held now, each once. */
function scopesOf(plans: ActivePlan[], now: Date): Scope[] {
  const seen = new Map<string, Scope>();
  for (const plan of plans)
    if (new Date(plan.startDate) <= now)
      seen.set(`${plan.country}/${plan.curriculum}/${plan.class}`, {
        country: plan.country,
        curriculum: plan.curriculum,
        classNumber: plan.class,
      });
  return [...seen.values()];
}

/** What is left this month in each scope a plan covers, for the subjects that make papers. */
async function findAllowances(
  options: GetUserSubscriptionOptions,
  held: HeldPlan[],
  scopes: Scope[],
): Promise<ScopeAllowances[]> {
  const { db, content, userId, now } = options;
  const names = content.catalog.names(options.language ?? 'en');
  const subjectsOf = (scope: Scope) =>
    content.catalog.subjects.filter(
      (s) =>
        s.curriculum === scope.curriculum &&
        s.class === scope.classNumber &&
        content.availability.subject(s.curriculum, s.class, s.id),
    );
  const buckets = scopes.flatMap((scope) =>
    subjectsOf(scope).flatMap((s) => {
      const paper = paperAllowance({ held, scope, subject: s.id, now });
      const papers = paper.unlimited ? [] : paper.tryInOrder.map((step) => step.bucket);
      return [...papers, pdfAllowance({ scope, subject: s.id, now }).bucket];
    }),
  );
  const rows =
    buckets.length === 0
      ? []
      : await db
          .select({ bucket: usageCounters.bucket, used: usageCounters.used })
          .from(usageCounters)
          .where(and(eq(usageCounters.userId, userId), inArray(usageCounters.bucket, buckets)));
  const used = new Map(rows.map((row) => [row.bucket, row.used]));
  return scopes.map((scope) => {
    const subjects = subjectsOf(scope);
    const left = allowancesLeft({
      held,
      scope,
      subjects: subjects.map((s) => s.id),
      used: (bucket) => used.get(bucket) ?? 0,
      now,
    });
    return {
      country: scope.country,
      curriculum: scope.curriculum,
      class: scope.classNumber,
      subjects: left.map((allowance, i) => ({
        ...allowance,
        subjectName: names.subject(subjects[i]!),
      })),
    };
  });
}

/**
 * GET /api/user-subscription: the plans not yet ended (a renewal starts when the plan before it
 * ends, and is listed from the day it is bought), the one ending last for the spec's
 * single-subscription fields, how many of the free papers are used, and what each plan has left
 * this month (issue 12). Names are in `language`.
 */
export async function getUserSubscription(
  options: GetUserSubscriptionOptions,
): Promise<UserSubscription> {
  const { db, content, userId, now } = options;
  const rows = await findSubscriptionRows(db, userId);
  const active = rows
    .filter((row) => row.endsAt > now)
    .map((row) => presentActivePlan(row, content.catalog, options.language));
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
    allowances: await findAllowances(options, rows.map(heldPlanOf), scopesOf(active, now)),
  };
}
