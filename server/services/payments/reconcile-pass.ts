import { AdvisoryLocks, withTryLock } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { reconcileOpenOrders, type ReconcileOpenOrdersOptions } from './reconcile-open-orders';

/**
 * One tick of the reconciler, run by one process at a time (issue 13): a process that finds
 * another's pass under way skips its turn, and the next tick tries again. Two passes at once
 * would be safe (reconcile-order credits once) but would ask the provider everything twice.
 * Returns how many orders were credited, or 'skipped'.
 */
export async function reconcilePass(
  options: Omit<ReconcileOpenOrdersOptions, 'db'> & { database: Database },
): Promise<number | 'skipped'> {
  const { database, ...rest } = options;
  const pass = await withTryLock(database, AdvisoryLocks.paymentsReconciler, () =>
    reconcileOpenOrders({ ...rest, db: database.db }),
  );
  return pass.ran ? pass.value : 'skipped';
}
