import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pdfDownloads, usageCounters } from '../../db/schema';
import {
  paperAllowance,
  paperRefusal,
  pdfAllowance,
  pdfRefusal,
  indiaMonth,
  type Allowance,
  type Refusal,
  type Scope,
} from '../../engine/entitlements';
import { AppError } from '../../errors';
import { findHeldPlans } from './held-plans';

/**
 * Counts one use against an allowance, atomically: the upsert only raises the counter while it
 * is below the limit, so any number of concurrent requests at the edge of a quota let exactly
 * `limit` through (PostgreSQL re-checks the WHERE on the locked row). True when counted.
 */
export async function useAllowance(db: Db, userId: string, allowance: Allowance): Promise<boolean> {
  const rows = await db
    .insert(usageCounters)
    .values({ userId, bucket: allowance.bucket, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.bucket],
      set: { used: sql`${usageCounters.used} + 1` },
      setWhere: sql`${usageCounters.used} < ${allowance.limit}`,
    })
    .returning({ used: usageCounters.used });
  return rows.length > 0;
}

/** Gives back one use (a PDF that could not be printed). */
async function returnAllowance(db: Db, userId: string, bucket: string) {
  await db
    .update(usageCounters)
    .set({ used: sql`greatest(${usageCounters.used} - 1, 0)` })
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.bucket, bucket)));
}

const refuse = (refusal: Refusal) => {
  const { message, ...flags } = refusal;
  return new AppError('payment_required', message, flags);
};

/**
 * Spends what a new paper costs in this scope, or throws 402 with the spec's flags. Call it in
 * the transaction that stores the paper, so a failed insert spends nothing.
 */
export async function spendPaperAllowance(args: {
  db: Db;
  userId: string;
  scope: Scope;
  subject: string;
  now: Date;
}): Promise<void> {
  const held = await findHeldPlans(args.db, args.userId);
  const allowance = paperAllowance({
    held,
    scope: args.scope,
    subject: args.subject,
    now: args.now,
  });
  if (allowance.unlimited) return;
  for (const step of allowance.tryInOrder)
    if (await useAllowance(args.db, args.userId, step)) return;
  throw refuse(paperRefusal({ held, scope: args.scope, now: args.now }));
}

/**
 * Spends a PDF download of a paper, or throws 402. The same paper again in the same India month
 * costs nothing. Returns a function that takes this download's claim back if printing fails; the
 * month's download is given back only when no other download of the paper holds a claim, so a
 * failed print never makes another one free.
 */
export async function spendPdfAllowance(args: {
  db: Db;
  userId: string;
  paperId: string;
  scope: Scope;
  subject: string;
  now: Date;
}): Promise<() => Promise<void>> {
  const { db, userId, paperId, now } = args;
  const month = indiaMonth(now);
  const allowance = pdfAllowance({ scope: args.scope, subject: args.subject, now });
  const thisDownload = and(
    eq(pdfDownloads.userId, userId),
    eq(pdfDownloads.paperId, paperId),
    eq(pdfDownloads.month, month),
  );
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(pdfDownloads)
      .values({ userId, paperId, month, firstAt: now, claims: 1 })
      .onConflictDoUpdate({
        target: [pdfDownloads.userId, pdfDownloads.paperId, pdfDownloads.month],
        set: { claims: sql`${pdfDownloads.claims} + 1` },
      })
      .returning({ claims: pdfDownloads.claims });
    if (claimed && claimed.claims > 1) return;
    if (await useAllowance(tx, userId, allowance)) return;
    const held = await findHeldPlans(tx, userId);
    throw refuse(pdfRefusal({ held, scope: args.scope, now }));
  });
  return () =>
    db.transaction(async (tx) => {
      const [left] = await tx
        .update(pdfDownloads)
        .set({ claims: sql`${pdfDownloads.claims} - 1` })
        .where(thisDownload)
        .returning({ claims: pdfDownloads.claims });
      if (!left || left.claims > 0) return;
      await tx.delete(pdfDownloads).where(and(thisDownload, eq(pdfDownloads.claims, 0)));
      await returnAllowance(tx, userId, allowance.bucket);
    });
}
