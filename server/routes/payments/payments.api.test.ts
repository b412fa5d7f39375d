import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { CreateOrderResponse, VerifyPaymentResponse } from '@common/schemas/subscription';
import { outboxMessages, paymentOrders, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAsSiteAdmin, signUpUser } from '../../test/factories';
import { eventually, sandboxControl } from '../../test/sandbox-control';
import type { TestClient } from '../../test/test-client';
import { reconcileOpenOrders } from '../../services/payments/reconcile-open-orders';
import { reconcileOrder } from '../../services/payments/reconcile-order';

let t: TestApp;
const sandbox = sandboxControl(() => t.sandboxUrl);
beforeAll(async () => {
  // The app's clock starts at the real now: the gateway keeps its own, real clock for expiry.
  t = await createTestApp(
    { RATE_LIMIT_SCALE: '10', SESSION_IDLE_MINUTES: '600' },
    { clockStart: new Date() },
  );
  await t.listen();
});
afterAll(() => t.close());

const cbse10 = { country: 'in', curriculum: 'in-cbse', class: 10 };

async function payer() {
  const client = t.client();
  const { user } = await signUpUser(client);
  return { client, user };
}

async function order(client: TestClient, planType = 'yearly'): Promise<CreateOrderResponse> {
  const response = await client.post('/api/cashfree/create-order', { planType, ...cbse10 });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function verify(client: TestClient, orderId: string) {
  const response = await client.post('/api/cashfree/verify-payment', { orderId });
  return { status: response.statusCode, body: response.json() as VerifyPaymentResponse };
}

const orderRow = async (merchantOrderId: string) =>
  (
    await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.merchantOrderId, merchantOrderId))
  )[0]!;

const receiptsTo = (email: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

const plansOf = (userId: string) =>
  t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe('create-order', () => {
  it('needs a signed-in user, a plan and a scope from the catalog', async () => {
    const guest = t.client();
    expect(
      (await guest.post('/api/cashfree/create-order', { planType: 'yearly', ...cbse10 }))
        .statusCode,
    ).toBe(401);
    const { client } = await payer();
    const badPlan = await client.post('/api/cashfree/create-order', {
      planType: 'weekly',
      ...cbse10,
    });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().message).toBe(Messages.planTypeInvalid);
    const noScope = await client.post('/api/cashfree/create-order', { planType: 'yearly' });
    expect(noScope.json().message).toBe(Messages.subscriptionScopeRequired);
    const unknown = await client.post('/api/cashfree/create-order', {
      planType: 'yearly',
      ...cbse10,
      curriculum: 'in-nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(Messages.subscriptionScopeUnknown);
  });

  it('refuses a class that has no questions yet, and stores no order for it', async () => {
    const { client, user } = await payer();
    // Class 11 is in the catalog, but cannot make a paper yet: it is sold when it can.
    const comingSoon = await client.post('/api/cashfree/create-order', {
      planType: 'yearly',
      ...cbse10,
      class: 11,
    });
    expect(comingSoon.statusCode).toBe(400);
    expect(comingSoon.json()).toMatchObject({
      code: 'invalid_request',
      message: Messages.subscriptionScopeComingSoon,
      fieldErrors: { class: Messages.subscriptionScopeComingSoon },
    });
    const stored = await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
    expect(stored).toEqual([]);
  });

  it('takes the class id as GET /api/classes gives it ("10"), and nothing that only looks like one', async () => {
    const { client } = await payer();
    const asString = await client.post('/api/cashfree/create-order', {
      planType: 'monthly',
      ...cbse10,
      class: '10',
    });
    expect(asString.statusCode).toBe(200);
    for (const bad of ['', 'ten', '10a', 10.5])
      expect(
        (
          await client.post('/api/cashfree/create-order', {
            planType: 'monthly',
            ...cbse10,
            class: bad,
          })
        ).statusCode,
        String(bad),
      ).toBe(400);
  });

  it('prices the plan itself: an amount from the client is refused, the provider sees ₹999', async () => {
    const { client } = await payer();
    const tampered = await client.post('/api/cashfree/create-order', {
      planType: 'yearly',
      ...cbse10,
      amount: 1,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().fieldErrors).toEqual({ amount: Messages.unknownField });
    const created = await order(client);
    expect(created).toMatchObject({
      amount: 999,
      currency: 'INR',
      planType: 'yearly',
      provider: 'cashfree',
      mode: 'sandbox',
    });
    expect(created.sdkUrl).toBe(`${t.sandboxUrl}/js/v3/cashfree.js`);
    expect(JSON.stringify(created)).not.toMatch(/secret/i);
    const atProvider = await t.ctx.payments!.fetchStatus(created.orderId);
    expect(atProvider.orderAmount).toEqual({ minor: 99900, currency: 'INR' });
    const monthly = await order(client, 'monthly');
    expect(monthly.amount).toBe(149);
  });
});

describe('paying and verifying', () => {
  it('credits a paid order once, however often and however concurrently it is verified', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    expect((await verify(client, created.orderId)).body).toMatchObject({
      success: false,
      state: 'created',
    });
    expect((await sandbox.pay(created.orderId, 'success_upi')).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => verify(client, created.orderId)),
    );
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ success: true, state: 'paid', planType: 'yearly' });
    }
    expect(await plansOf(user.id)).toHaveLength(1);
    const again = await verify(client, created.orderId);
    expect(again.body.subscription).toMatchObject({
      planType: 'yearly',
      curriculum: 'in-cbse',
      class: 10,
    });
    expect(again.body.paymentId).toMatch(/^\d+$/);

    const status = (
      await client.get(`/api/user-subscription?email=${encodeURIComponent(user.email)}`)
    ).json();
    expect(status).toMatchObject({
      hasActiveSubscription: true,
      subscriptionType: 'yearly',
      subscriptionScope: 'India · Central Board of Secondary Education (CBSE) · Class 10',
    });
    expect(status.activeSubscriptionPlans[0].paymentId).toBe(again.body.paymentId);

    // One receipt, however many checks ran.
    await t.ctx.background.drain();
    const receipts = await receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your Prashna receipt: Yearly plan');
    for (const line of [
      'For: India · Central Board of Secondary Education (CBSE) · Class 10',
      'Amount paid: ₹999.00',
      `Order: ${created.orderId}`,
      `Payment ID: ${again.body.paymentId}`,
    ])
      expect(receipts[0]!.text).toContain(line);
  });

  it('credits from the signed webhook alone when the payer never comes back', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    await sandbox.pay(created.orderId, 'success_no_redirect');
    await eventually(async () => ((await plansOf(user.id)).length === 1 ? true : undefined));
    await eventually(async () => ((await receiptsTo(user.email)).length === 1 ? true : undefined));
    const deliveries = (await sandbox.webhooks()).filter((d) => d.orderId === created.orderId);
    expect(deliveries.some((d) => d.status === 200)).toBe(true);
  });

  it('answers a failed payment plainly, and a late failure never undoes a payment', async () => {
    const { client, user } = await payer();
    const failed = await order(client);
    await sandbox.pay(failed.orderId, 'failed');
    expect((await verify(client, failed.orderId)).body).toMatchObject({
      success: false,
      state: 'failed',
      message: Messages.paymentNotCompleted,
    });

    const paid = await order(client);
    await sandbox.pay(paid.orderId, 'fail_then_success');
    await eventually(async () => ((await plansOf(user.id)).length === 1 ? true : undefined));
    const injected = await sandbox.sendWebhook({
      orderId: paid.orderId,
      type: 'PAYMENT_FAILED_WEBHOOK',
      paymentStatus: 'FAILED',
    });
    expect(injected.body.status).toBe(200);
    expect((await verify(client, paid.orderId)).body).toMatchObject({
      success: true,
      state: 'paid',
    });
    expect(await plansOf(user.id)).toHaveLength(1);
  });

  it('reports a pending payment, then credits it when the bank confirms', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    await sandbox.pay(created.orderId, 'pending_then_success', 300);
    expect((await verify(client, created.orderId)).body).toMatchObject({
      success: false,
      state: 'pending',
      message: Messages.paymentPending,
    });
    await eventually(async () => ((await plansOf(user.id)).length === 1 ? true : undefined));
    expect((await verify(client, created.orderId)).body.success).toBe(true);
  });

  it('refuses payment on an expired order, and says so', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    // Both clocks move, so orders made by later tests are not born expired at the gateway.
    await sandbox.advanceClock(31 * 60_000);
    t.clock.advance(31 * 60_000);
    expect((await sandbox.pay(created.orderId, 'success_upi')).status).toBe(409);
    expect((await verify(client, created.orderId)).body).toMatchObject({
      success: false,
      state: 'expired',
      message: Messages.paymentOrderExpired,
    });
    expect(await plansOf(user.id)).toHaveLength(0);
  });

  it('an order that expires while the bank still holds its payment reads pending, never "start again"', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    await sandbox.pay(created.orderId, 'pending_then_success', 35 * 60_000);
    await sandbox.advanceClock(31 * 60_000);
    t.clock.advance(31 * 60_000);
    expect((await t.ctx.payments!.fetchStatus(created.orderId)).state).toBe('expired');
    expect((await verify(client, created.orderId)).body).toMatchObject({
      success: false,
      state: 'pending',
      message: Messages.paymentPending,
    });
    await sandbox.advanceClock(5 * 60_000);
    t.clock.advance(5 * 60_000);
    expect((await verify(client, created.orderId)).body.state).toBe('paid');
    expect(await plansOf(user.id)).toHaveLength(1);
  });

  it('credits nothing when the provider reports another amount than the order was made for', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    // Our record says ₹149; the provider was asked for (and took) ₹999.
    await t.db
      .update(paymentOrders)
      .set({ amountMinor: 14_900 })
      .where(eq(paymentOrders.merchantOrderId, created.orderId));
    await sandbox.pay(created.orderId, 'success_no_webhook');
    expect((await verify(client, created.orderId)).body).toMatchObject({
      success: false,
      state: 'failed',
      message: Messages.paymentAmountMismatch,
    });
    expect(await plansOf(user.id)).toHaveLength(0);
  });

  it('credits nothing when the provider reports another currency', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    await sandbox.pay(created.orderId, 'success_no_webhook');
    const row = await orderRow(created.orderId);
    const status = await t.ctx.payments!.fetchStatus(created.orderId);
    const result = await reconcileOrder({
      db: t.db,
      order: row,
      status: { ...status, orderAmount: { minor: status.orderAmount.minor, currency: 'USD' } },
      now: t.clock.now(),
    });
    expect(result).toMatchObject({ credited: false, order: { state: 'amount_mismatch' } });
    expect(await plansOf(user.id)).toHaveLength(0);
  });

  it('a check that read the order as unpaid cannot move it back once another has credited it', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    const stale = await orderRow(created.orderId);
    await sandbox.pay(created.orderId, 'success_no_webhook');
    expect((await verify(client, created.orderId)).body.success).toBe(true);
    const failedStatus = await t.ctx.payments!.fetchStatus(created.orderId);
    const late = await reconcileOrder({
      db: t.db,
      order: stale,
      status: {
        ...failedStatus,
        state: 'created',
        successfulPayment: undefined,
        attempts: failedStatus.attempts.map((a) => ({ ...a, status: 'failed' as const })),
      },
      now: t.clock.now(),
    });
    expect(late).toMatchObject({ credited: false, order: { state: 'paid' } });
    expect(await plansOf(user.id)).toHaveLength(1);
  });

  it('credits a payment started before expiry that completes after it', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    await sandbox.pay(created.orderId, 'success_after_expiry');
    expect((await verify(client, created.orderId)).body.state).toBe('pending');
    await sandbox.advanceClock(31 * 60_000);
    t.clock.advance(31 * 60_000);
    await eventually(async () => ((await plansOf(user.id)).length === 1 ? true : undefined));
    expect((await verify(client, created.orderId)).body.state).toBe('paid');
  });

  it('a renewal starts when the plan before it ends', async () => {
    const { client, user } = await payer();
    for (let i = 0; i < 2; i++) {
      const created = await order(client);
      await sandbox.pay(created.orderId, 'success_card');
      expect((await verify(client, created.orderId)).body.success).toBe(true);
    }
    const [first, second] = (await plansOf(user.id)).sort((a, b) => +a.startsAt - +b.startsAt);
    expect(second!.startsAt.toISOString()).toBe(first!.endsAt.toISOString());
  });

  it('the reconciler finds a payment whose webhooks never came', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    await sandbox.pay(created.orderId, 'success_no_webhook');
    expect(await plansOf(user.id)).toHaveLength(0);
    const credited = await reconcileOpenOrders({
      db: t.db,
      payments: t.ctx.payments!,
      now: t.clock.now(),
      log: () => {},
    });
    expect(credited).toBeGreaterThanOrEqual(1);
    expect(await plansOf(user.id)).toHaveLength(1);
  });
});

describe('the reconciler', () => {
  it('is not held up by orders the provider keeps failing on', async () => {
    const { client, user } = await payer();
    const template = await order(client);
    const row = await orderRow(template.orderId);
    // 120 orders the provider does not know (as after a change of keys), all older than the paid one.
    const old = new Date(t.clock.now().getTime() - 60 * 60_000);
    await t.db.insert(paymentOrders).values(
      Array.from({ length: 120 }, (_, i) => ({
        ...row,
        id: randomUUID(),
        merchantOrderId: `sub_unknown${i}`,
        providerOrderId: `unknown${i}`,
        paymentSessionId: `session_unknown${i}`,
        updatedAt: old,
        createdAt: old,
      })),
    );
    const paid = await order(client);
    await sandbox.pay(paid.orderId, 'success_no_webhook');
    // Two runs, five minutes apart.
    for (let i = 0; i < 2; i++) {
      t.clock.advance(5 * 60_000);
      await reconcileOpenOrders({
        db: t.db,
        payments: t.ctx.payments!,
        now: t.clock.now(),
        log: () => {},
      });
    }
    expect(await plansOf(user.id)).toHaveLength(1);
  });
});

describe('webhooks', () => {
  it('refuses a forged or tampered webhook and changes nothing', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    const forged = await sandbox.sendWebhook({
      orderId: created.orderId,
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      paymentStatus: 'SUCCESS',
      signWith: 'wrong-secret',
    });
    expect(forged.body.status).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/cashfree/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'PAYMENT_SUCCESS_WEBHOOK',
        data: { order: { order_id: created.orderId } },
      }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe(Messages.webhookSignatureInvalid);
    const row = await orderRow(created.orderId);
    expect(row.state).toBe('created');
    expect(await plansOf(user.id)).toHaveLength(0);
  });

  it('a validly signed success event for an unpaid order credits nothing: the provider is asked', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    // The bank has not answered: the provider knows a pending attempt, and sends no webhook for it.
    await sandbox.pay(created.orderId, 'pending_then_success', 10 * 60_000);
    const injected = await sandbox.sendWebhook({
      orderId: created.orderId,
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      paymentStatus: 'SUCCESS',
    });
    expect(injected.body.status).toBe(200);
    expect(await plansOf(user.id)).toHaveLength(0);
    // What the order now says came from the provider, not from the event.
    expect((await orderRow(created.orderId)).state).toBe('pending');
  });

  it('takes each event once, whatever idempotency key a replay carries', async () => {
    const { client } = await payer();
    const created = await order(client);
    const sent = await sandbox.sendWebhook({
      orderId: created.orderId,
      type: 'PAYMENT_FAILED_WEBHOOK',
      paymentStatus: 'FAILED',
    });
    const delivery = (await sandbox.webhooks()).find((d) => d.deliveryId === sent.body.deliveryId)!;
    const replay = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cashfree/webhook',
        headers,
        payload: delivery.body,
      });
    const same = await replay(delivery.headers);
    expect(same.json()).toEqual({ received: true, outcome: 'duplicate' });
    const otherKey = await replay({ ...delivery.headers, 'x-idempotency-key': 'a-fresh-key' });
    expect(otherKey.json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('a replayed webhook is answered and ignored; a tampered replay is refused', async () => {
    const { client, user } = await payer();
    const created = await order(client);
    await sandbox.pay(created.orderId, 'success_upi');
    await eventually(async () => ((await plansOf(user.id)).length === 1 ? true : undefined));
    const delivery = (await sandbox.webhooks()).find(
      (d) => d.orderId === created.orderId && d.status === 200,
    )!;
    const replays = await Promise.all([1, 2, 3].map(() => sandbox.redeliver(delivery.deliveryId)));
    for (const replay of replays) expect(replay.body.status).toBe(200);
    expect((await sandbox.redeliver(delivery.deliveryId, true)).body.status).toBe(401);
    expect(await plansOf(user.id)).toHaveLength(1);
  });
});

describe('who may see what', () => {
  it("another user's subscription and orders are not readable", async () => {
    const owner = await payer();
    const created = await order(owner.client);
    const other = await payer();
    const peek = await other.client.get(
      `/api/user-subscription?email=${encodeURIComponent(owner.user.email)}`,
    );
    expect(peek.statusCode).toBe(403);
    const guess = await other.client.post('/api/cashfree/verify-payment', {
      orderId: created.orderId,
    });
    expect(guess.statusCode).toBe(404);
    expect(guess.json().message).toBe(Messages.paymentOrderNotFound);
    const manual = await other.client.post('/api/cashfree/manual-verify', {
      orderId: created.orderId,
    });
    expect(manual.statusCode).toBe(404);
    expect((await t.client().get(`/api/user-subscription?email=x@example.com`)).statusCode).toBe(
      401,
    );
  });

  it('a site admin can check any order and look up any user', async () => {
    const owner = await payer();
    const created = await order(owner.client);
    await sandbox.pay(created.orderId, 'success_no_webhook');
    const admin = t.client();
    await signInAsSiteAdmin(admin, t.db);
    const manual = await admin.post('/api/cashfree/manual-verify', { orderId: created.orderId });
    expect(manual.statusCode).toBe(200);
    expect(manual.json().success).toBe(true);
    const status = await admin.get(
      `/api/user-subscription?email=${encodeURIComponent(owner.user.email)}`,
    );
    expect(status.json().subscriptionType).toBe('yearly');
  });
});

// Last in the file: it replaces the app.
describe('a restart of the app', () => {
  it('keeps the new sandbox gateway from giving out order ids the database already holds', async () => {
    await order((await payer()).client);
    await t.restart();
    const { client } = await payer();
    const created = await client.post('/api/cashfree/create-order', {
      planType: 'yearly',
      ...cbse10,
    });
    expect(created.statusCode).toBe(200);
  });
});
