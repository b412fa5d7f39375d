import { describe, expect, it } from 'vitest';
import { ProviderError, type PaymentAttempt } from '../payment-provider';
import { newestFirst, parseCashfreeOrder, parseCashfreePayments } from './cashfree-mapping';

const attempt = (id: string, at?: string): PaymentAttempt => ({
  providerPaymentId: id,
  status: 'failed',
  amount: { minor: 99_900, currency: 'INR' },
  at,
});

describe('newestFirst', () => {
  it('orders attempts by time whatever order Cashfree lists them in, untimed ones last', () => {
    const listed = [
      attempt('untimed'),
      attempt('first', '2026-11-21T10:00:00+05:30'),
      attempt('third', '2026-11-21T10:09:00+05:30'),
      attempt('second', '2026-11-21T04:35:00Z'),
    ];
    expect(newestFirst(listed).map((a) => a.providerPaymentId)).toEqual([
      'third',
      'second',
      'first',
      'untimed',
    ]);
  });
});

describe('parsing Cashfree answers', () => {
  it('reads an order and a list of payments, nulls included', () => {
    expect(
      parseCashfreeOrder({
        cf_order_id: 2149460029,
        order_id: 'sub_1',
        order_amount: 999,
        order_currency: 'INR',
        order_status: 'PAID',
        payment_session_id: null,
        entity: 'order',
      }),
    ).toMatchObject({ order_id: 'sub_1', order_status: 'PAID' });
    expect(
      parseCashfreePayments([
        {
          cf_payment_id: '5114910000002',
          payment_status: 'SUCCESS',
          payment_amount: 999,
          payment_currency: 'INR',
          payment_message: null,
          payment_completion_time: null,
        },
      ]),
    ).toHaveLength(1);
  });

  it('turns an answer of another shape into a ProviderError, not a TypeError', () => {
    expect(() => parseCashfreeOrder({ order_id: 'sub_1' })).toThrow(ProviderError);
    expect(() => parseCashfreePayments({ payments: [] })).toThrow(ProviderError);
    expect(() => parseCashfreePayments(undefined)).toThrow(ProviderError);
  });
});
