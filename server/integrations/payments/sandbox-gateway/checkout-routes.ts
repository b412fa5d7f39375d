import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkoutPage, messagePage } from './checkout-pages';
import type { GatewayContext } from './gateway-context';
import { isScenario } from './payment-scenarios';
import { sdkShim } from './sdk-shim';
import type { SandboxOrder } from './sandbox-store';

type SessionParams = { sid: string };

/**
 * return_url with `{order_id}` filled in; without the placeholder, `order_id` is appended
 * (docs/payments.md §1.6).
 */
export function returnUrlFor(order: SandboxOrder): string | undefined {
  const template = order.meta.return_url;
  if (!template) return undefined;
  const id = encodeURIComponent(order.orderId);
  if (template.includes('{order_id}')) return template.replaceAll('{order_id}', id);
  return `${template}${template.includes('?') ? '&' : '?'}order_id=${id}`;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** Why an order cannot take a payment, as a page for the payer. */
function notPayablePage(reply: FastifyReply, order: SandboxOrder, status: string) {
  const back = returnUrlFor(order);
  const link = back ? { href: back, text: 'Back to Prashna' } : undefined;
  if (status === 'PAID') {
    return html(
      reply,
      409,
      messagePage(
        'This order is already paid',
        `Order ${order.orderId} has been paid. Nothing more to do.`,
        link,
      ),
    );
  }
  if (status === 'EXPIRED') {
    return html(
      reply,
      409,
      messagePage(
        'This payment link has expired',
        'Go back to Prashna and start a new payment.',
        link,
      ),
    );
  }
  return html(
    reply,
    409,
    messagePage(
      'This order was cancelled',
      'It can no longer be paid. Go back to Prashna to start again.',
      link,
    ),
  );
}

const UNKNOWN = messagePage(
  'This payment link is not valid',
  'The payment session is unknown to the sandbox gateway.',
);

/** The browser side: the SDK shim, the hosted page and what its buttons do. */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const { engine } = ctx;
  const { store } = engine;

  app.get('/js/v3/cashfree.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'no-store')
      .send(sdkShim(ctx.url())),
  );

  app.get<{ Params: SessionParams }>('/checkout/:sid/exists', async (request, reply) => {
    const exists = store.orderBySession(request.params.sid) !== undefined;
    return reply
      .code(exists ? 200 : 404)
      .header('access-control-allow-origin', '*')
      .send({ exists });
  });

  app.get<{ Params: SessionParams }>('/checkout/:sid', async (request, reply) => {
    engine.tick();
    const order = store.orderBySession(request.params.sid);
    if (!order) return html(reply, 404, UNKNOWN);
    const status = store.visibleStatus(order);
    if (status !== 'ACTIVE') return notPayablePage(reply, order, status);
    return html(
      reply,
      200,
      checkoutPage({ sessionId: order.sessionId, orderId: order.orderId, amount: order.amount }),
    );
  });

  app.post<{ Params: SessionParams }>('/checkout/:sid/complete', async (request, reply) => {
    const order = store.orderBySession(request.params.sid);
    if (!order) return html(reply, 404, UNKNOWN);
    const scenario = (request.body as Record<string, unknown> | undefined)?.scenario;
    if (!isScenario(scenario)) {
      return html(
        reply,
        400,
        messagePage('Unknown choice', 'Go back and pick one of the buttons.'),
      );
    }
    const result = engine.pay(order, scenario);
    if (result.refused) return notPayablePage(reply, order, result.orderStatus);
    if (!result.redirect) {
      const closed =
        'The payment went through, but this browser never returns to Prashna: the webhook or the reconciler has to find it.';
      return html(reply, 200, messagePage('You closed the tab', closed));
    }
    const back = returnUrlFor(order);
    if (!back)
      return html(
        reply,
        200,
        messagePage('Payment finished', 'The order has no return_url to go back to.'),
      );
    return reply.code(302).header('location', back).send();
  });
}
