import { describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
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

  it('reads a failure from payment=failed or an error parameter, with a reason only if it is ours', () => {
    const ours = Messages.paymentNotCompleted;
    expect(parse(`payment=failed&reason=${encodeURIComponent(ours)}`)).toEqual({
      kind: 'failed',
      reason: ours,
    });
    expect(parse(`error=${encodeURIComponent(ours)}`)).toEqual({ kind: 'failed', reason: ours });
    expect(parse('payment=failed')).toEqual({ kind: 'failed' });
    // Someone else's words, or a bare code, are not shown as ours.
    expect(parse('payment=failed&reason=Call%20%2B91%2090000%2000000%20for%20a%20refund')).toEqual({
      kind: 'failed',
    });
    expect(parse('error=card_declined')).toEqual({ kind: 'failed' });
  });

  it('shows only a payment id that looks like one', () => {
    expect(parse('payment=success&paymentId=%3Cb%3Efree%20money%3C%2Fb%3E')).toEqual({
      kind: 'success',
    });
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
