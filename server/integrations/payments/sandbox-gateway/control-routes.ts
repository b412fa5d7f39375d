import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './gateway-context';
import { isScenario, SCENARIOS } from './payment-scenarios';
import type { FaultKind, FaultOp, PaymentStatus } from './sandbox-store';

type Body = Record<string, unknown>;

const FAULT_OPS: FaultOp[] = ['create_order', 'get_order', 'get_payments'];
const FAULT_KINDS: FaultKind[] = ['500', '502', '429', 'timeout', 'commit_then_500'];
const PAYMENT_STATUSES: PaymentStatus[] = ['SUCCESS', 'FAILED', 'USER_DROPPED', 'PENDING'];

const asBody = (value: unknown): Body =>
  typeof value === 'object' && value !== null ? (value as Body) : {};

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The tests' levers under /__sandbox (docs/payments.md §3.2); no credentials, loopback only. */
export function registerControlRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const { engine } = ctx;
  const { store } = engine;

  app.post<{ Params: { orderId: string } }>(
    '/__sandbox/orders/:orderId/pay',
    async (request, reply) => {
      const body = asBody(request.body);
      const order = store.orders.get(request.params.orderId);
      if (!order) return reply.code(404).send({ error: 'order_not_found' });
      if (!isScenario(body.scenario)) {
        return reply.code(400).send({ error: 'unknown_scenario', scenarios: SCENARIOS });
      }
      const delayMs =
        typeof body.delayMs === 'number' && body.delayMs >= 0 ? body.delayMs : undefined;
      const result = engine.pay(order, body.scenario, delayMs);
      if (result.refused)
        return reply
          .code(409)
          .send({ error: 'order_not_payable', orderStatus: result.orderStatus });
      return { cfPaymentId: result.cfPaymentId, orderStatus: result.orderStatus };
    },
  );

  app.post('/__sandbox/webhooks/send', async (request, reply) => {
    const body = asBody(request.body);
    const order = typeof body.orderId === 'string' ? store.orders.get(body.orderId) : undefined;
    if (!order) return reply.code(404).send({ error: 'order_not_found' });
    if (typeof body.type !== 'string' || !includes(PAYMENT_STATUSES, body.paymentStatus)) {
      return reply
        .code(400)
        .send({ error: 'type and paymentStatus are required', paymentStatuses: PAYMENT_STATUSES });
    }
    const signWith = body.signWith === 'wrong-secret' ? 'wrong-secret' : 'right';
    const timestamp = typeof body.timestamp === 'number' ? body.timestamp : undefined;
    const entry = await engine.inject(order, body.type, body.paymentStatus, {
      signWith,
      timestamp,
    });
    if (!entry) return reply.code(409).send({ error: 'no_webhook_url' });
    return { deliveryId: entry.deliveryId, status: entry.status };
  });

  app.get('/__sandbox/webhooks', async () => engine.webhooks.log);

  app.post<{ Params: { deliveryId: string } }>(
    '/__sandbox/webhooks/:deliveryId/redeliver',
    async (request, reply) => {
      const entry = await engine.webhooks.redeliver(
        request.params.deliveryId,
        asBody(request.body).tamper === true,
      );
      if (!entry) return reply.code(404).send({ error: 'delivery_not_found' });
      return { status: entry.status, attempt: entry.attempt };
    },
  );

  app.post('/__sandbox/faults', async (request, reply) => {
    const { op, kind, count } = asBody(request.body);
    if (!includes(FAULT_OPS, op) || !includes(FAULT_KINDS, kind)) {
      return reply.code(400).send({ error: 'bad_fault', ops: FAULT_OPS, kinds: FAULT_KINDS });
    }
    const remaining = typeof count === 'number' && count > 0 ? Math.floor(count) : 1;
    store.faults.set(op, { kind, remaining });
    return { op, kind, count: remaining };
  });

  app.post('/__sandbox/clock', async (request, reply) => {
    const { advanceMs } = asBody(request.body);
    if (typeof advanceMs !== 'number' || !(advanceMs >= 0)) {
      return reply.code(400).send({ error: 'advanceMs must be a number >= 0' });
    }
    store.offsetMs += advanceMs;
    engine.tick();
    return { now: store.now(), offsetMs: store.offsetMs };
  });

  app.post('/__sandbox/reset', async () => {
    engine.reset();
    return { ok: true };
  });
}
