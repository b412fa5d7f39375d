import { CreateOrder } from '@common/contracts/payments';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { returnOrigin } from '../../lib/return-origin';
import { createOrder } from '../../services/payments/create-order';
import { route } from '../route';
import { WEBHOOK_PATH } from './receive-webhook';

/**
 * POST /api/cashfree/create-order: the browser names only a plan and a scope; the server prices
 * it, and refuses a scope with no questions.
 */
export const createOrderRoute = route(CreateOrder, async ({ input, actor, ctx, request }) => {
  await enforceLimit(ctx.limiter, `orders:${actor.user.id}`, Limits.ordersPerUser);
  const { planType, country, curriculum } = input.body;
  return createOrder({
    db: ctx.db,
    payments: ctx.payments,
    catalog: ctx.content.catalog,
    availability: ctx.content.availability,
    returnOrigin: returnOrigin(ctx.config.appOrigin, request.headers.origin),
    webhookUrl: `${ctx.config.appOrigin}${WEBHOOK_PATH}`,
    user: actor.user,
    plan: planType,
    scope: { country, curriculum, class: input.body.class },
    now: ctx.clock.now(),
  });
});
