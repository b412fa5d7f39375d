import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebhookVerificationError } from '../payment-provider';
import { startSandboxGateway, type SandboxGateway } from './sandbox-gateway';
import { checkoutInput, eventually, providerFor, startReceiver } from './test-support';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let gateway: SandboxGateway;
let receiver: Receiver;

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${gateway.url}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function newOrder(returnUrl?: string) {
  const input = checkoutInput(returnUrl ? { returnUrl } : {});
  const handle = await providerFor(gateway.url).createCheckout(input);
  return { orderId: input.merchantOrderId, sessionId: handle.paymentSessionId };
}

beforeAll(async () => {
  receiver = await startReceiver();
  gateway = await startSandboxGateway({
    clientId: 'test-app',
    clientSecret: 'test-secret',
    webhookUrl: () => receiver.url,
    retryScheduleMs: [50, 100],
  });
});
afterEach(async () => {
  await control('/reset');
  receiver.received.length = 0;
});
afterAll(async () => {
  await gateway.close();
  await receiver.close();
});

describe('sandbox gateway webhooks', () => {
  it('delivers a signed success webhook that the real adapter verifies, amounts with two decimals', async () => {
    const { orderId } = await newOrder();
    await control(`/orders/${orderId}/pay`, { scenario: 'success_upi' });
    await eventually(() => receiver.received.length === 1);
    const [webhook] = receiver.received;
    const body = webhook?.body.toString() ?? '';
    expect(body).toContain('"order_amount":999.00');
    expect(body).toContain('"payment_amount":999.00');
    expect(webhook?.headers).toMatchObject({
      'x-webhook-version': '2025-01-01',
      'x-webhook-attempt': '1',
    });
    const event = providerFor(gateway.url).verifyWebhook({
      headers: webhook?.headers ?? {},
      rawBody: webhook?.body ?? Buffer.alloc(0),
    });
    expect(event).toMatchObject({ kind: 'payment_succeeded', merchantOrderId: orderId });
    // The key comes from the signed body, not the unsigned header: a replay cannot pick a new one.
    const withOtherKey = providerFor(gateway.url).verifyWebhook({
      headers: { ...webhook?.headers, 'x-idempotency-key': 'another-key' },
      rawBody: webhook?.body ?? Buffer.alloc(0),
    });
    expect(withOtherKey.eventKey).toBe(event.eventKey);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body)));
    expect(() =>
      providerFor(gateway.url).verifyWebhook({
        headers: webhook?.headers ?? {},
        rawBody: reserialised,
      }),
    ).toThrow(WebhookVerificationError);
  });

  it('retries after a non-2xx with the same body and idempotency key', async () => {
    const failing = await startReceiver([500, 503]);
    try {
      const input = checkoutInput({ notifyUrl: failing.url });
      await providerFor(gateway.url).createCheckout(input);
      await control(`/orders/${input.merchantOrderId}/pay`, { scenario: 'failed' });
      await eventually(() => failing.received.length === 3);
      const keys = new Set(failing.received.map((webhook) => webhook.headers['x-idempotency-key']));
      expect(keys.size).toBe(1);
      expect(failing.received.map((webhook) => webhook.headers['x-webhook-attempt'])).toEqual([
        '1',
        '2',
        '3',
      ]);
      expect(new Set(failing.received.map((webhook) => webhook.body.toString())).size).toBe(1);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });

  it('delivers duplicates with one idempotency key, and the FAILED event after the SUCCESS one', async () => {
    const duplicate = await newOrder();
    await control(`/orders/${duplicate.orderId}/pay`, { scenario: 'success_duplicate_webhooks' });
    await eventually(() => receiver.received.length === 2);
    const [first, second] = receiver.received;
    expect(first?.headers['x-idempotency-key']).toBe(second?.headers['x-idempotency-key']);
    receiver.received.length = 0;
    const reversed = await newOrder();
    await control(`/orders/${reversed.orderId}/pay`, { scenario: 'fail_then_success' });
    await eventually(() => receiver.received.length === 2);
    const types = receiver.received.map((webhook) => JSON.parse(webhook.body.toString()).type);
    expect(types).toEqual(['PAYMENT_SUCCESS_WEBHOOK', 'PAYMENT_FAILED_WEBHOOK']);
  });

  it('injects, logs and redelivers events; tampered or wrongly signed ones fail verification', async () => {
    const { orderId } = await newOrder();
    const sent = await control('/webhooks/send', {
      orderId,
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      paymentStatus: 'SUCCESS',
    });
    expect(sent.body).toMatchObject({ status: 200 });
    await control('/webhooks/send', {
      orderId,
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      paymentStatus: 'SUCCESS',
      signWith: 'wrong-secret',
    });
    await control(`/webhooks/${String(sent.body.deliveryId)}/redeliver`, {});
    await control(`/webhooks/${String(sent.body.deliveryId)}/redeliver`, { tamper: true });
    const provider = providerFor(gateway.url);
    const outcomes = receiver.received.map((webhook) => {
      try {
        return provider.verifyWebhook({ headers: webhook.headers, rawBody: webhook.body }).eventKey;
      } catch {
        return 'rejected';
      }
    });
    expect(outcomes[0]).not.toBe('rejected');
    expect(outcomes).toEqual([outcomes[0], 'rejected', outcomes[0], 'rejected']);
    const log = (await (await fetch(`${gateway.url}/__sandbox/webhooks`)).json()) as unknown[];
    expect(log).toHaveLength(4);
    expect(log[0]).toMatchObject({
      orderId,
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      attempt: 1,
      status: 200,
    });
  });

  it('sends nothing for success_no_webhook', async () => {
    const { orderId } = await newOrder();
    await control(`/orders/${orderId}/pay`, { scenario: 'success_no_webhook' });
    const status = await providerFor(gateway.url).fetchStatus(orderId);
    expect(status.state).toBe('paid');
    expect(receiver.received).toHaveLength(0);
  });
});

describe('sandbox gateway browser side', () => {
  it('serves the SDK shim as JavaScript to any origin', async () => {
    const response = await fetch(`${gateway.url}/js/v3/cashfree.js`);
    expect(response.headers.get('content-type')).toContain('application/javascript');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const script = await response.text();
    expect(script).toContain('window.Cashfree');
    expect(script).toContain(`${gateway.url}`);
    expect(script).toContain('payment_session_id_invalid');
  });

  it('renders the hosted page with the amount and one button per choice', async () => {
    const { orderId, sessionId } = await newOrder();
    const response = await fetch(`${gateway.url}/checkout/${sessionId}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Sandbox gateway: no real money moves');
    expect(html).toContain('₹999.00');
    expect(html).toContain(orderId);
    for (const label of [
      'Pay with UPI (success)',
      'Pay by card (success)',
      'Payment fails',
      'Cancel payment',
    ]) {
      expect(html).toContain(`>${label}</button>`);
    }
    expect((await fetch(`${gateway.url}/checkout/${sessionId}/exists`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/checkout/session_nope/exists`)).status).toBe(404);
  });

  it('redirects to the return_url with the order id after a payment, then says the order is paid', async () => {
    const { orderId, sessionId } = await newOrder();
    const response = await fetch(`${gateway.url}/checkout/${sessionId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'scenario=success_upi',
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `http://127.0.0.1:5173/billing/return?order_id=${orderId}`,
    );
    const again = await (await fetch(`${gateway.url}/checkout/${sessionId}`)).text();
    expect(again).toContain('This order is already paid');
  });

  it('appends order_id when the return_url has no placeholder; the closed tab gets a page', async () => {
    const plain = await newOrder('http://127.0.0.1:5173/billing/return');
    const complete = (sessionId: string, scenario: string) =>
      fetch(`${gateway.url}/checkout/${sessionId}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `scenario=${scenario}`,
        redirect: 'manual',
      });
    const redirected = await complete(plain.sessionId, 'failed');
    expect(redirected.headers.get('location')).toBe(
      `http://127.0.0.1:5173/billing/return?order_id=${plain.orderId}`,
    );
    const closed = await newOrder();
    const page = await complete(closed.sessionId, 'success_no_redirect');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You closed the tab');
  });
});
