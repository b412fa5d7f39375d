import type { PlanType } from '@common/plans';

/** The pending payment record of spec §3, kept in the browser while the payer is at the provider. */
export type PendingPayment = {
  orderId: string;
  userId: string;
  planType: PlanType;
  country: string;
  curriculum: string;
  userClass: number;
  /** When the order was made, in ms since the epoch. */
  timestamp: number;
};

export const PENDING_PAYMENT_KEY = 'pending-payment';

/** Spec §9: a pending order older than this is verified automatically on load. */
export const PENDING_AUTO_VERIFY_AFTER_MS = 30_000;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Calls back when the record changes, in this tab or another. */
export function subscribePendingPayment(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores the record before the payer leaves for the provider's checkout. */
export function savePendingPayment(record: PendingPayment, storage: Storage = localStorage): void {
  storage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(record));
  notify();
}

/** Reads a stored record; null for anything that is not one. */
export function parsePendingPayment(raw: string | null): PendingPayment | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof value.orderId === 'string' && value.orderId && typeof value.timestamp === 'number')
      return value as PendingPayment;
  } catch {
    // not JSON: no record
  }
  return null;
}

/** The stored record, or null; anything unreadable counts as none (and is removed). */
export function loadPendingPayment(storage: Storage = localStorage): PendingPayment | null {
  const record = parsePendingPayment(storage.getItem(PENDING_PAYMENT_KEY));
  if (!record) storage.removeItem(PENDING_PAYMENT_KEY);
  return record;
}

/** Forgets the record: the payment is settled or failed. */
export function clearPendingPayment(storage: Storage = localStorage): void {
  storage.removeItem(PENDING_PAYMENT_KEY);
  notify();
}

/** Forgets the record if it is this order's: another tab's order stays. */
export function clearPendingPaymentOf(orderId: string, storage: Storage = localStorage): void {
  if (loadPendingPayment(storage)?.orderId === orderId) clearPendingPayment(storage);
}

/** Spec §4: a record older than 30 s is verified on load (the payer did not come back to us). */
export function isDueForAutoVerify(record: PendingPayment, now: number = Date.now()): boolean {
  return now - record.timestamp > PENDING_AUTO_VERIFY_AFTER_MS;
}

/**
 * The record as far as this user is concerned: one left by someone else who used this browser is
 * none of theirs (the server would not verify it for them either).
 */
export function recordOf(
  record: PendingPayment | null,
  userId: string | undefined,
): PendingPayment | null {
  if (!record) return null;
  return record.userId && userId && record.userId !== userId ? null : record;
}
