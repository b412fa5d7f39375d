import type { FastifyInstance } from 'fastify';
import {
  CreateOrderInputSchema,
  ManualVerifyInputSchema,
  VerifyPaymentInputSchema,
  type CreateOrderResponse,
  type VerifyPaymentResponse,
} from '@common/schemas/subscription';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { returnOrigin } from '../../lib/return-origin';
import { requireUser } from '../../plugins/session';
import { createOrder } from '../../services/payments/create-order';
import { receiptSender } from '../../services/payments/send-receipt';
import { verifyOrder } from '../../services/payments/verify-order';
import { registerReceiveWebhook, WEBHOOK_PATH } from './receive-webhook';

/**
 * The payment calls of spec §7 under /api/cashfree. The browser names only a plan and a scope;
 * the server prices it, and only the provider's own answer turns an order into a plan.
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const onCredited = receiptSender(ctx, (message, extra) => app.log.warn(extra ?? {}, message));
  app.post('/api/cashfree/create-order', async (request) => {
    const user = requireUser(request);
    const input = parseInput(CreateOrderInputSchema, request.body);
    enforceLimit(ctx.limiter, `orders:${user.id}`, Limits.ordersPerUser);
    return (await createOrder({
      db: ctx.db,
      payments: ctx.payments,
      catalog: ctx.content.catalog,
      availability: ctx.content.availability,
      returnOrigin: returnOrigin(ctx.config.appOrigin, request.headers.origin),
      webhookUrl: `${ctx.config.appOrigin}${WEBHOOK_PATH}`,
      user,
      plan: input.planType,
      scope: { country: input.country, curriculum: input.curriculum, class: input.class },
      now: ctx.clock.now(),
    })) satisfies CreateOrderResponse;
  });

  app.post('/api/cashfree/verify-payment', async (request) => {
    const user = requireUser(request);
    const { orderId } = parseInput(VerifyPaymentInputSchema, request.body);
    enforceLimit(ctx.limiter, `payment-checks:${user.id}`, Limits.paymentChecksPerUser);
    return (await verifyOrder({
      db: ctx.db,
      payments: ctx.payments,
      catalog: ctx.content.catalog,
      merchantOrderId: orderId,
      asker: { userId: user.id, isSiteAdmin: false },
      now: ctx.clock.now(),
      onCredited,
    })) satisfies VerifyPaymentResponse;
  });

  // "I paid but my plan is not active": the payer for their own orders, a site admin for any.
  app.post('/api/cashfree/manual-verify', async (request) => {
    const user = requireUser(request);
    const { orderId } = parseInput(ManualVerifyInputSchema, request.body);
    enforceLimit(ctx.limiter, `payment-checks:${user.id}`, Limits.paymentChecksPerUser);
    const result = await verifyOrder({
      db: ctx.db,
      payments: ctx.payments,
      catalog: ctx.content.catalog,
      merchantOrderId: orderId,
      asker: { userId: user.id, isSiteAdmin: user.role === 'admin' },
      now: ctx.clock.now(),
      onCredited,
    });
    request.log.info(
      { audit: 'manual-verify', userId: user.id, orderId, state: result.state },
      'payment checked by hand',
    );
    return result satisfies VerifyPaymentResponse;
  });

  registerReceiveWebhook(app, ctx, onCredited);
}
