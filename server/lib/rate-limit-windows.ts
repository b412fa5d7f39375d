import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';

/** One limit of a key as stored: its window, and the most hits the window lets through. */
export type Window = { windowMs: number; ceiling: number };

/** A window as it stands in the table. */
export type WindowRow = { windowMs: number; count: number; resetAt: Date };

const w = rateLimitWindows;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const keyWindows = (key: string, windows: Window[]) =>
  and(
    eq(w.key, key),
    inArray(
      w.windowMs,
      windows.map((window) => window.windowMs),
    ),
  );

/** The upsert of one hit per window: a new or past window starts again at 1, a live one adds 1. */
function upsertHit(db: Db, key: string, windows: Window[], now: Date, setWhere?: SQL) {
  const passed = sql`${w.resetAt} <= ${at(now)}`;
  return db
    .insert(w)
    .values(
      windows.map((window) => ({
        key,
        windowMs: window.windowMs,
        count: 1,
        resetAt: new Date(now.getTime() + window.windowMs),
      })),
    )
    .onConflictDoUpdate({
      target: [w.key, w.windowMs],
      set: {
        count: sql`case when ${passed} then 1 else ${w.count} + 1 end`,
        resetAt: sql`case when ${passed} then excluded.reset_at else ${w.resetAt} end`,
      },
      ...(setWhere ? { setWhere } : {}),
    })
    .returning({ windowMs: w.windowMs });
}

/**
 * Counts one hit in every window that still has room, in one statement: the conditional upsert
 * locks each row and PostgreSQL re-checks the WHERE on its latest version, so concurrent hits at
 * the edge of a window let exactly `ceiling` through. Returns the windows that counted it; a
 * window that was full is left unchanged.
 */
export async function countHitWithRoom(
  db: Db,
  key: string,
  windows: Window[],
  now: Date,
): Promise<number[]> {
  const ceiling = sql.join(
    [
      sql`case ${w.windowMs}`,
      ...windows.map(
        (window) => sql`when ${window.windowMs}::integer then ${window.ceiling}::integer`,
      ),
      sql`end`,
    ],
    sql` `,
  );
  const room = sql`${w.resetAt} <= ${at(now)} or ${w.count} < ${ceiling}`;
  const rows = await upsertHit(db, key, windows, now, room);
  return rows.map((row) => row.windowMs);
}

/** Counts one hit in every window, full or not: what happened is counted whatever the limit says. */
export async function countHit(db: Db, key: string, windows: Window[], now: Date): Promise<void> {
  await upsertHit(db, key, windows, now);
}

/** The key's windows that have not yet passed. */
export function liveWindows(
  db: Db,
  key: string,
  windows: Window[],
  now: Date,
): Promise<WindowRow[]> {
  return db
    .select({ windowMs: w.windowMs, count: w.count, resetAt: w.resetAt })
    .from(w)
    .where(and(keyWindows(key, windows), gt(w.resetAt, now)));
}

/** Deletes the key's windows. */
export async function deleteWindows(db: Db, key: string, windows: Window[]): Promise<void> {
  await db.delete(w).where(keyWindows(key, windows));
}

/**
 * Deletes every window that has passed: a passed window counts as empty, so nothing is lost. Rows
 * a hit holds are skipped, not waited for (the next sweep takes them), so a sweep never waits on a
 * hit that waits on the sweep.
 */
export async function deletePassedWindows(db: Db, now: Date): Promise<void> {
  const passed = db
    .select({ key: w.key, windowMs: w.windowMs })
    .from(w)
    .where(lte(w.resetAt, now))
    .for('update', { skipLocked: true });
  await db.delete(w).where(sql`(${w.key}, ${w.windowMs}) in ${passed}`);
}
