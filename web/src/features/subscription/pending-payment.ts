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

/** Stores the record before the payer leaves for the provider's checkout. */
export function savePendingPayment(record: PendingPayment, storage: Storage = localStorage): void {
  storage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(record));
}

/** The stored record, or null; anything unreadable counts as none (and is removed). */
export function loadPendingPayment(storage: Storage = localStorage): PendingPayment | null {
  const raw = storage.getItem(PENDING_PAYMENT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof value.orderId === 'string' && value.orderId && typeof value.timestamp === 'number')
      return value as PendingPayment;
  } catch {
    // fall through: a broken record is dropped
  }
  storage.removeItem(PENDING_PAYMENT_KEY);
  return null;
}

/** Forgets the record: the payment is settled or failed. */
export function clearPendingPayment(storage: Storage = localStorage): void {
  storage.removeItem(PENDING_PAYMENT_KEY);
}

/** Spec §4: a record older than 30 s is verified on load (the payer did not come back to us). */
export function isDueForAutoVerify(record: PendingPayment, now: number = Date.now()): boolean {
  return now - record.timestamp > PENDING_AUTO_VERIFY_AFTER_MS;
}
