import { beforeEach, describe, expect, it } from 'vitest';
import {
  PENDING_PAYMENT_KEY,
  clearPendingPayment,
  isDueForAutoVerify,
  loadPendingPayment,
  recordOf,
  savePendingPayment,
  type PendingPayment,
} from './pending-payment';

const record: PendingPayment = {
  orderId: 'sub_01',
  userId: 'u1',
  planType: 'yearly',
  country: 'in',
  curriculum: 'in-cbse',
  userClass: 10,
  timestamp: 1_000_000,
};

describe('pending payment record', () => {
  beforeEach(() => localStorage.clear());

  it('is stored, read back and cleared', () => {
    expect(loadPendingPayment()).toBeNull();
    savePendingPayment(record);
    expect(JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY)!)).toEqual(record);
    expect(loadPendingPayment()).toEqual(record);
    clearPendingPayment();
    expect(loadPendingPayment()).toBeNull();
  });

  it('drops a record that cannot be read', () => {
    localStorage.setItem(PENDING_PAYMENT_KEY, '{not json');
    expect(loadPendingPayment()).toBeNull();
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ orderId: 'x' }));
    expect(loadPendingPayment()).toBeNull();
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it('is due for automatic verification only when older than 30 seconds', () => {
    expect(isDueForAutoVerify(record, record.timestamp + 30_000)).toBe(false);
    expect(isDueForAutoVerify(record, record.timestamp + 30_001)).toBe(true);
    expect(isDueForAutoVerify(record, record.timestamp + 5_000)).toBe(false);
  });

  it('is no concern of another user who signs in on the same browser', () => {
    expect(recordOf(record, 'u1')).toBe(record);
    expect(recordOf(record, 'u2')).toBeNull();
    expect(recordOf({ ...record, userId: '' }, 'u2')).toEqual({ ...record, userId: '' });
    expect(recordOf(null, 'u1')).toBeNull();
  });
});
