import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The first key of this app's advisory locks, in PostgreSQL's two-key form ("prsh"), so they never
 * meet the one-key locks taken elsewhere (reconcile-order locks hashtext(user id)).
 */
const APP_LOCKS = 0x70727368;

/** The second key: one number per task that runs in one process at a time. */
export const AdvisoryLocks = { paymentsReconciler: 1, migrations: 2 } as const;

export type TryLockResult<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `task` unless another process holds the lock, and tells whether it ran. On PostgreSQL the
 * lock is pg_try_advisory_xact_lock in a transaction kept open on one pooled connection while the
 * task runs; it ends with the task, and with the connection if the process dies. The task's own
 * queries go through the pool, not that transaction, so what it writes commits as it goes. PGlite
 * is one process only (the DATA_DIR lock) and its one connection could not serve the task while a
 * transaction held it, so there the task simply runs.
 */
export async function withTryLock<T>(
  database: Database,
  lock: number,
  task: () => Promise<T>,
): Promise<TryLockResult<T>> {
  if (database.kind === 'pglite') return { ran: true, value: await task() };
  return database.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${APP_LOCKS}::integer, ${lock}::integer) as locked`,
    );
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return { ran: false };
    return { ran: true, value: await task() };
  });
}

/**
 * Runs `task` once no other process holds the lock, waiting for it: the same transaction-held
 * lock as withTryLock (so the pool needs a second connection for the task's queries). On PGlite,
 * one process only, the task simply runs.
 */
export async function withLock<T>(
  database: Database,
  lock: number,
  task: () => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') return task();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APP_LOCKS}::integer, ${lock}::integer)`);
    return task();
  });
}
