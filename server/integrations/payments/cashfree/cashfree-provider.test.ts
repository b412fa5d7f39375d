import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../payment-provider';
import { startSandboxGateway, type SandboxGateway } from '../sandbox-gateway/sandbox-gateway';
import { checkoutInput, providerFor } from '../sandbox-gateway/test-support';

let gateway: SandboxGateway;

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${gateway.url}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  gateway = await startSandboxGateway({
    clientId: 'test-app',
    clientSecret: 'test-secret',
    webhookUrl: () => undefined,
  });
});
afterEach(() => control('/reset'));
afterAll(() => gateway.close());

describe('CashfreeProvider against the sandbox gateway', () => {
  it('creates a checkout whose status reads as created, with the amount in paise', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput();
    const handle = await provider.createCheckout(input);
    expect(handle).toMatchObject({
      merchantOrderId: input.merchantOrderId,
      mode: 'sandbox',
      sdkUrl: `${gateway.url}/js/v3/cashfree.js`,
    });
    expect(handle.paymentSessionId).toMatch(/^session_/);
    expect(JSON.stringify(handle)).not.toContain('test-secret');
    const status = await provider.fetchStatus(input.merchantOrderId);
    expect(status).toMatchObject({
      state: 'created',
      providerOrderId: handle.providerOrderId,
      orderAmount: { minor: 99_900, currency: 'INR' },
      attempts: [],
    });
  });

  it('reads a paid order with its successful attempt', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput();
    await provider.createCheckout(input);
    const paid = await control(`/orders/${input.merchantOrderId}/pay`, {
      scenario: 'success_card',
    });
    expect(paid.body).toMatchObject({ orderStatus: 'PAID' });
    const status = await provider.fetchStatus(input.merchantOrderId);
    expect(status.state).toBe('paid');
    expect(status.successfulPayment).toMatchObject({
      providerPaymentId: paid.body.cfPaymentId,
      status: 'success',
      amount: { minor: 99_900, currency: 'INR' },
      method: 'credit_card',
    });
  });

  it('lists a failed then a successful attempt newest first', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput();
    await provider.createCheckout(input);
    await control(`/orders/${input.merchantOrderId}/pay`, { scenario: 'fail_then_success' });
    const status = await provider.fetchStatus(input.merchantOrderId);
    expect(status.attempts.map((attempt) => attempt.status)).toEqual(['success', 'failed']);
    expect(status.state).toBe('paid');
  });

  it('survives commit_then_500: the retry meets 409, reuses the order, and only one exists', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput();
    await control('/faults', { op: 'create_order', kind: 'commit_then_500', count: 1 });
    const handle = await provider.createCheckout(input);
    const again = await provider.createCheckout(input);
    expect(again.paymentSessionId).toBe(handle.paymentSessionId);
    expect(again.providerOrderId).toBe(handle.providerOrderId);
  });

  it('retries a 500 on fetchStatus and still answers', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput();
    await provider.createCheckout(input);
    await control('/faults', { op: 'get_payments', kind: '500', count: 2 });
    expect((await provider.fetchStatus(input.merchantOrderId)).state).toBe('created');
  });

  it('refuses a reused order id with a different amount (422 by key, or a mismatch after 409)', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput();
    const other = { ...input, amount: { minor: 14_900, currency: 'INR' as const } };
    await provider.createCheckout(input);
    await expect(provider.createCheckout(other)).rejects.toMatchObject({
      httpStatus: 422,
      code: 'idempotency_error',
      retryable: false,
    });
    const lost = checkoutInput();
    await control('/faults', { op: 'create_order', kind: 'commit_then_500', count: 1 });
    await expect(provider.createCheckout({ ...lost, amount: other.amount })).resolves.toBeDefined();
    await expect(provider.createCheckout(lost)).rejects.toMatchObject({
      code: 'order_mismatch',
      retryable: false,
    });
  });

  it('gives a non-retryable ProviderError on wrong credentials', async () => {
    const provider = providerFor(gateway.url, { id: 'test-app', secret: 'wrong' });
    const error = await provider.createCheckout(checkoutInput()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ httpStatus: 401, retryable: false });
    expect(String((error as Error).message)).not.toContain('wrong');
  });

  it('gives a retryable ProviderError on 429', async () => {
    const provider = providerFor(gateway.url);
    await control('/faults', { op: 'create_order', kind: '429', count: 1 });
    await expect(provider.createCheckout(checkoutInput())).rejects.toMatchObject({
      httpStatus: 429,
      retryable: true,
    });
  });

  it('gives a 404 ProviderError for an unknown order', async () => {
    const provider = providerFor(gateway.url);
    await expect(provider.fetchStatus('sub_unknown')).rejects.toMatchObject({
      httpStatus: 404,
      retryable: false,
    });
  });

  it('reads expired once the gateway clock passes the expiry, and refuses payment then', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput();
    await provider.createCheckout(input);
    await control('/clock', { advanceMs: 31 * 60_000 });
    expect((await provider.fetchStatus(input.merchantOrderId)).state).toBe('expired');
    const refused = await control(`/orders/${input.merchantOrderId}/pay`, {
      scenario: 'success_upi',
    });
    expect(refused).toMatchObject({ status: 409, body: { orderStatus: 'EXPIRED' } });
  });

  it('reads paid for success_after_expiry: an attempt begun before expiry completes after it', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput({ expiresAt: new Date(Date.now() + 20 * 60_000) });
    await provider.createCheckout(input);
    await control(`/orders/${input.merchantOrderId}/pay`, { scenario: 'success_after_expiry' });
    const before = await provider.fetchStatus(input.merchantOrderId);
    expect(before.state).toBe('created');
    expect(before.attempts[0]?.status).toBe('pending');
    await control('/clock', { advanceMs: 21 * 60_000 });
    const after = await provider.fetchStatus(input.merchantOrderId);
    expect(after.state).toBe('paid');
    expect(after.successfulPayment?.status).toBe('success');
  });

  it('settles pending_then_failed when the clock moves, leaving the order payable', async () => {
    const provider = providerFor(gateway.url);
    const input = checkoutInput();
    await provider.createCheckout(input);
    await control(`/orders/${input.merchantOrderId}/pay`, {
      scenario: 'pending_then_failed',
      delayMs: 60_000,
    });
    expect((await provider.fetchStatus(input.merchantOrderId)).attempts[0]?.status).toBe('pending');
    await control('/clock', { advanceMs: 61_000 });
    const status = await provider.fetchStatus(input.merchantOrderId);
    expect(status).toMatchObject({ state: 'created', attempts: [{ status: 'failed' }] });
  });

  it('times out and gives up after bounded retries', async () => {
    const provider = providerFor(gateway.url, undefined, 100);
    await control('/faults', { op: 'get_order', kind: 'timeout', count: 3 });
    await expect(provider.fetchStatus('sub_anything')).rejects.toMatchObject({
      code: 'timeout',
      retryable: true,
    });
  });
});
