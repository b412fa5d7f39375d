import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cashfreeError, type GatewayContext } from './gateway-context';
import { validateOrderRequest } from './order-validation';
import { orderEntity, paymentEntity } from './sandbox-entities';
import type { FaultKind, SandboxOrder } from './sandbox-store';

type OrderParams = { id: string };

const AUTH_FAILED = cashfreeError(
  'authentication Failed',
  'request_failed',
  'authentication_error',
);
const NOT_FOUND = cashfreeError('order not found', 'order_not_found', 'invalid_request_error');

/** Answers an armed fault; a timeout never answers (the socket closes with the gateway). */
async function sendFault(ctx: GatewayContext, reply: FastifyReply, kind: FaultKind) {
  if (kind === 'timeout') {
    await new Promise<void>((resolve) =>
      ctx.engine.timers.schedule(
        120_000,
        () => resolve(),
        () => undefined,
      ),
    );
    return reply.code(504).send(cashfreeError('gateway timeout', 'timeout', 'api_error'));
  }
  if (kind === '429') {
    return reply
      .code(429)
      .send(cashfreeError('Too many requests', 'request_limit_exceeded', 'rate_limit_error'));
  }
  return reply
    .code(kind === '502' ? 502 : 500)
    .send(cashfreeError('internal server error', 'internal_error', 'api_error'));
}

function newOrder(
  ctx: GatewayContext,
  valid: Exclude<ReturnType<typeof validateOrderRequest>, { field: string }>,
): SandboxOrder {
  const { store } = ctx.engine;
  const now = store.now();
  return {
    cfOrderId: store.nextNumericId(2_149_460_000),
    orderId: valid.orderId ?? `order_${randomBytes(12).toString('hex')}`,
    amount: valid.amount,
    currency: 'INR',
    customer: valid.customer,
    meta: valid.meta,
    tags: valid.tags,
    note: valid.note,
    sessionId: `session_${randomBytes(48).toString('base64url')}`,
    createdAt: now,
    expiresAt: valid.expiresAt ?? now + ctx.orderExpiryMs,
    status: 'ACTIVE',
    payments: [],
  };
}

/** The Cashfree PG order API under /pg (docs/payments.md §3.1): same paths, headers and shapes. */
export function registerOrderRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const { engine } = ctx;
  const { store } = engine;

  app.addHook('onRequest', async (request, reply) => {
    if (
      request.headers['x-client-id'] !== ctx.clientId ||
      request.headers['x-client-secret'] !== ctx.clientSecret
    ) {
      return reply.code(401).send(AUTH_FAILED);
    }
    if (!request.headers['x-api-version']) {
      const missing = cashfreeError(
        'x-api-version : is missing in the request',
        'request_failed',
        'invalid_request_error',
      );
      return reply.code(400).send(missing);
    }
    engine.tick();
  });

  app.post('/orders', async (request, reply) => {
    const fault = store.takeFault('create_order');
    if (fault && fault !== 'commit_then_500') return sendFault(ctx, reply, fault);
    const key = request.headers['x-idempotency-key'];
    const requestText = JSON.stringify(request.body ?? null);
    const seen = typeof key === 'string' ? store.idempotency.get(key) : undefined;
    if (seen && seen.request === requestText) return reply.send(seen.response);
    if (seen) {
      const reused = 'x-idempotency-key was used before with a different request';
      return reply.code(422).send(cashfreeError(reused, 'idempotency_error', 'idempotency_error'));
    }
    const valid = validateOrderRequest(request.body);
    if ('field' in valid) {
      return reply
        .code(400)
        .send(cashfreeError(valid.message, `${valid.field}_invalid`, 'invalid_request_error'));
    }
    if (valid.orderId !== undefined && store.orders.has(valid.orderId)) {
      const exists = cashfreeError(
        'order with same id is already present',
        'order_already_exists',
        'invalid_request_error',
      );
      return reply.code(409).send(exists);
    }
    const order = newOrder(ctx, valid);
    store.orders.set(order.orderId, order);
    store.sessions.set(order.sessionId, order.orderId);
    // commit_then_500: the order exists but the answer is lost, and so is the idempotency record,
    // so the caller's retry with the same id meets 409 and must recover by GET
    // (docs/payments.md §1.5).
    if (fault) return sendFault(ctx, reply, '500');
    const response = orderEntity(order, store.visibleStatus(order));
    if (typeof key === 'string') store.idempotency.set(key, { request: requestText, response });
    return response;
  });

  app.get<{ Params: OrderParams }>('/orders/:id', async (request, reply) => {
    const fault = store.takeFault('get_order');
    if (fault) return sendFault(ctx, reply, fault === 'commit_then_500' ? '500' : fault);
    const order = store.orders.get(request.params.id);
    if (!order) return reply.code(404).send(NOT_FOUND);
    return orderEntity(order, store.visibleStatus(order));
  });

  app.get<{ Params: OrderParams }>('/orders/:id/payments', async (request, reply) => {
    const fault = store.takeFault('get_payments');
    if (fault) return sendFault(ctx, reply, fault === 'commit_then_500' ? '500' : fault);
    const order = store.orders.get(request.params.id);
    if (!order) return reply.code(404).send(NOT_FOUND);
    return [...order.payments].reverse().map((payment) => paymentEntity(order, payment));
  });

  app.get<{ Params: OrderParams & { paymentId: string } }>(
    '/orders/:id/payments/:paymentId',
    async (request, reply) => {
      const order = store.orders.get(request.params.id);
      if (!order) return reply.code(404).send(NOT_FOUND);
      const payment = order.payments.find((each) => each.cfPaymentId === request.params.paymentId);
      if (!payment) {
        return reply
          .code(404)
          .send(cashfreeError('payment not found', 'payment_not_found', 'invalid_request_error'));
      }
      return paymentEntity(order, payment);
    },
  );

  app.patch<{ Params: OrderParams }>('/orders/:id', async (request, reply) => {
    const body = request.body as { order_status?: unknown } | undefined;
    if (body?.order_status !== 'TERMINATED') {
      const wrong = cashfreeError(
        'order_status : should be TERMINATED',
        'order_status_invalid',
        'invalid_request_error',
      );
      return reply.code(400).send(wrong);
    }
    const order = store.orders.get(request.params.id);
    if (!order) return reply.code(404).send(NOT_FOUND);
    if (engine.terminate(order) === 'refused') {
      const inactive = cashfreeError(
        `order is ${store.visibleStatus(order)}`,
        'order_inactive',
        'invalid_request_error',
      );
      return reply.code(400).send(inactive);
    }
    return orderEntity(order, store.visibleStatus(order));
  });
}
