import { describe, expect, it } from 'vitest';
import { failureUrl, parsePaymentResult, successUrl, withoutResult } from './payment-result';

const parse = (query: string) => parsePaymentResult(new URLSearchParams(query));

describe('payment result in the address', () => {
  it('is absent from a plain visit', () => {
    expect(parse('')).toBeNull();
    expect(parse('country=in&curriculum=in-cbse&class=10')).toBeNull();
  });

  it('reads a success, with the payment id when given', () => {
    expect(parse('payment=success&gateway=cashfree&paymentId=cf_123')).toEqual({
      kind: 'success',
      paymentId: 'cf_123',
    });
    expect(parse('payment=success')).toEqual({ kind: 'success' });
  });

  it('reads a failure from payment=failed or an error parameter', () => {
    expect(parse('payment=failed&reason=Card%20declined')).toEqual({
      kind: 'failed',
      reason: 'Card declined',
    });
    expect(parse('payment=failed')).toEqual({ kind: 'failed' });
    expect(parse('error=Bank%20timeout')).toEqual({ kind: 'failed', reason: 'Bank timeout' });
  });

  it('reads payment=error', () => {
    expect(parse('payment=error')).toEqual({ kind: 'error' });
  });

  it('reads the return from the provider', () => {
    expect(parse('order_id=sub_ABC')).toEqual({ kind: 'returned', orderId: 'sub_ABC' });
  });

  it('builds the result addresses and removes them again', () => {
    expect(successUrl('cashfree', 'cf_1')).toBe(
      '/subscription?payment=success&gateway=cashfree&paymentId=cf_1',
    );
    expect(successUrl('cashfree', null)).toBe('/subscription?payment=success&gateway=cashfree');
    expect(failureUrl('Payment was not completed.')).toBe(
      '/subscription?payment=failed&reason=Payment+was+not+completed.',
    );
    const left = withoutResult(new URLSearchParams('payment=failed&reason=x&country=in'));
    expect(left.toString()).toBe('country=in');
  });
});
