import { RecheckPayment } from '@common/contracts/payments';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { verifyOrder } from '../../services/payments/verify-order';
import { route } from '../route';
import { creditReceipt } from './credit-receipt';

/**
 * POST /api/cashfree/manual-verify: "I paid but my plan is not active": the payer for their own
 * orders, a site admin for any; each check is logged for audit.
 */
export const recheckPaymentRoute = route(RecheckPayment, async ({ input, actor, ctx, request }) => {
  await enforceLimit(ctx.limiter, `payment-checks:${actor.user.id}`, Limits.paymentChecksPerUser);
  const { orderId } = input.body;
  const result = await verifyOrder({
    db: ctx.db,
    payments: ctx.payments,
    catalog: ctx.content.catalog,
    merchantOrderId: orderId,
    asker: { userId: actor.user.id, isSiteAdmin: actor.kind === 'site-admin' },
    now: ctx.clock.now(),
    onCredited: creditReceipt(ctx, request),
  });
  request.log.info(
    { audit: 'manual-verify', userId: actor.user.id, orderId, state: result.state },
    'payment checked by hand',
  );
  return result;
});
