import { describe, expect, it } from 'vitest';
import { cashfreeSignature, verifyCashfreeSignature } from './webhook-signature';

const secret = 'test-secret';
const body =
  '{"data":{"order":{"order_id":"sub_1","order_amount":999.00}},"type":"PAYMENT_SUCCESS_WEBHOOK"}';
const timestamp = '1746427759733';

function headersFor(raw: string, key = secret) {
  return {
    'x-webhook-timestamp': timestamp,
    'x-webhook-signature': cashfreeSignature(key, timestamp, raw),
  };
}

describe('verifyCashfreeSignature', () => {
  it('accepts the signature over the raw bytes', () => {
    expect(verifyCashfreeSignature(secret, headersFor(body), Buffer.from(body))).toBe(true);
    expect(verifyCashfreeSignature(secret, headersFor(body), body)).toBe(true);
  });

  it('rejects a tampered body, a tampered timestamp and the wrong secret', () => {
    expect(verifyCashfreeSignature(secret, headersFor(body), body.replace('sub_1', 'sub_2'))).toBe(
      false,
    );
    expect(
      verifyCashfreeSignature(
        secret,
        { ...headersFor(body), 'x-webhook-timestamp': '1746427759734' },
        body,
      ),
    ).toBe(false);
    expect(verifyCashfreeSignature(secret, headersFor(body, 'other-secret'), body)).toBe(false);
  });

  it('rejects missing headers without throwing, and reads array headers', () => {
    expect(verifyCashfreeSignature(secret, {}, body)).toBe(false);
    expect(verifyCashfreeSignature(secret, { 'x-webhook-timestamp': timestamp }, body)).toBe(false);
    expect(verifyCashfreeSignature(secret, { 'x-webhook-signature': 'abc' }, body)).toBe(false);
    const { 'x-webhook-signature': signature } = headersFor(body);
    const asArrays = { 'x-webhook-timestamp': [timestamp], 'x-webhook-signature': [signature] };
    expect(verifyCashfreeSignature(secret, asArrays, body)).toBe(true);
  });

  it('fails on a body that was parsed and re-serialised (999.00 becomes 999)', () => {
    const reserialised = JSON.stringify(JSON.parse(body));
    expect(reserialised).toContain('"order_amount":999}');
    expect(verifyCashfreeSignature(secret, headersFor(body), reserialised)).toBe(false);
  });
});
