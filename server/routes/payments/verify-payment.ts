import { VerifyPayment } from '@common/contracts/payments';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { verifyOrder } from '../../services/payments/verify-order';
import { route } from '../route';
import { creditReceipt } from './credit-receipt';

/** POST /api/cashfree/verify-payment: the payer's own order, as the provider reports it. */
export const verifyPaymentRoute = route(VerifyPayment, async ({ input, actor, ctx, request }) => {
  await enforceLimit(ctx.limiter, `payment-checks:${actor.user.id}`, Limits.paymentChecksPerUser);
  return verifyOrder({
    db: ctx.db,
    payments: ctx.payments,
    catalog: ctx.content.catalog,
    merchantOrderId: input.body.orderId,
    asker: { userId: actor.user.id, isSiteAdmin: false },
    now: ctx.clock.now(),
    onCredited: creditReceipt(ctx, request),
  });
});
