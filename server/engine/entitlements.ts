import {
  FREE_PAPERS,
  MONTHLY_PAPERS_PER_SUBJECT,
  PDF_DOWNLOADS_PER_SUBJECT_PER_MONTH,
  PlanPrices,
  type PlanType,
} from '@common/plans';
import { Messages } from '@common/messages';

/**
 * The plan rules of spec §6 and §9, pure: which allowance a paper or a PDF draws on, and what a
 * refusal says. Counting happens in services/subscriptions/quotas.ts with one atomic upsert.
 */

/** India Standard Time has no daylight saving: always UTC+05:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar month in India for an instant, as "2026-11". */
export function indiaMonth(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 7);
}

/** The instant a plan bought at `start` ends: the same time n calendar months later (31 Jan + 1 → 28/29 Feb). */
export function planEnd(start: Date, plan: PlanType): Date {
  const months = PlanPrices[plan].months;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export type Scope = { country: string; curriculum: string; classNumber: number };

/** A plan a user holds, as the rules need it. */
export type HeldPlan = Scope & { plan: PlanType; startsAt: Date; endsAt: Date };

const sameScope = (a: Scope, b: Scope) =>
  a.country === b.country && a.curriculum === b.curriculum && a.classNumber === b.classNumber;

const isActive = (held: HeldPlan, now: Date) => held.startsAt <= now && held.endsAt > now;

export const scopeKey = (scope: Scope) =>
  `${scope.country}/${scope.curriculum}/${scope.classNumber}`;

/** One allowance to draw from: a counter bucket and its limit. */
export type Allowance = { bucket: string; limit: number };

/** How a new paper is paid for: unlimited, or the first allowance in the list that has room. */
export type PaperAllowance = { unlimited: true } | { unlimited: false; tryInOrder: Allowance[] };

export const FREE_PAPERS_BUCKET = 'papers:free';

/**
 * Yearly covers its scope without limit. Monthly gives 1 paper per subject per India month in its
 * scope. The 3 free papers come last, so a subscriber keeps them for another class.
 */
export function paperAllowance(args: {
  held: HeldPlan[];
  scope: Scope;
  subject: string;
  now: Date;
}): PaperAllowance {
  const covering = args.held.filter((h) => isActive(h, args.now) && sameScope(h, args.scope));
  if (covering.some((h) => h.plan === 'yearly')) return { unlimited: true };
  const free = { bucket: FREE_PAPERS_BUCKET, limit: FREE_PAPERS };
  if (covering.length === 0) return { unlimited: false, tryInOrder: [free] };
  const monthly = {
    bucket: `papers:${scopeKey(args.scope)}/${args.subject}:${indiaMonth(args.now)}`,
    limit: MONTHLY_PAPERS_PER_SUBJECT,
  };
  return { unlimited: false, tryInOrder: [monthly, free] };
}

/** 2 PDF downloads per subject per India month; a download is one paper (with its answer key). */
export function pdfAllowance(args: { scope: Scope; subject: string; now: Date }): Allowance {
  return {
    bucket: `pdfs:${scopeKey(args.scope)}/${args.subject}:${indiaMonth(args.now)}`,
    limit: PDF_DOWNLOADS_PER_SUBJECT_PER_MONTH,
  };
}

export type Standing = 'free' | 'expired' | 'other_scope' | PlanType;

/** Where a user stands for one scope: its best active plan, another scope's plan, or none. */
export function standing(held: HeldPlan[], scope: Scope, now: Date): Standing {
  const active = held.filter((h) => isActive(h, now));
  const covering = active.filter((h) => sameScope(h, scope));
  if (covering.some((h) => h.plan === 'yearly')) return 'yearly';
  if (covering.length > 0) return 'monthly';
  if (active.length > 0) return 'other_scope';
  return held.some((h) => h.startsAt <= now) ? 'expired' : 'free';
}

/** The 402 body's words and flags (spec §3 "Server error objects", §6 "Subscription gating"). */
export type Refusal = {
  message: string;
  requiresSubscription: boolean;
  monthlyLimitReached: boolean;
  subscriptionStatus: Standing;
};

/**
 * Why a paper was refused: the monthly paper is used (the yearly plan would lift that), or a plan
 * for this scope is needed. Either way a new plan helps, so `requiresSubscription` is true.
 */
export function paperRefusal(args: { held: HeldPlan[]; scope: Scope; now: Date }): Refusal {
  const status = standing(args.held, args.scope, args.now);
  if (status === 'monthly')
    return {
      message: Messages.paperMonthlyLimitReached,
      requiresSubscription: true,
      monthlyLimitReached: true,
      subscriptionStatus: status,
    };
  return {
    message: status === 'other_scope' ? Messages.paperNotInPlan : Messages.paperFreeLimitReached,
    requiresSubscription: true,
    monthlyLimitReached: false,
    subscriptionStatus: status,
  };
}

/** Why a PDF was refused: this month's downloads for the subject are used; no plan lifts that. */
export function pdfRefusal(args: { held: HeldPlan[]; scope: Scope; now: Date }): Refusal {
  return {
    message: Messages.pdfMonthlyLimitReached,
    requiresSubscription: false,
    monthlyLimitReached: true,
    subscriptionStatus: standing(args.held, args.scope, args.now),
  };
}

/** What is left this month of one subject's allowances under a plan (null papers: unlimited). */
export type SubjectAllowance = {
  subject: string;
  papers: { left: number; limit: number } | null;
  pdfs: { left: number; limit: number };
};

/**
 * What a plan holder has left this India month in one scope, subject by subject: papers (unlimited
 * on the yearly plan) and PDF downloads, read from the same buckets the quotas count in (issue 12:
 * a subscriber sees this, not "free papers left 0 of 3").
 */
export function allowancesLeft(args: {
  held: HeldPlan[];
  scope: Scope;
  subjects: readonly string[];
  used: (bucket: string) => number;
  now: Date;
}): SubjectAllowance[] {
  const left = (allowance: Allowance) => ({
    left: Math.max(0, allowance.limit - args.used(allowance.bucket)),
    limit: allowance.limit,
  });
  return args.subjects.map((subject) => {
    const paper = paperAllowance({ held: args.held, scope: args.scope, subject, now: args.now });
    const planned = paper.unlimited
      ? null
      : paper.tryInOrder.find((step) => step.bucket !== FREE_PAPERS_BUCKET);
    return {
      subject,
      papers: planned ? left(planned) : null,
      pdfs: left(pdfAllowance({ scope: args.scope, subject, now: args.now })),
    };
  });
}
