import { Messages } from '@common/messages';
import { ReceiveWebhook } from '@common/contracts/payments';
import { AppError } from '../../errors';
import { WebhookVerificationError } from '../../integrations/payments/payment-provider';
import { handleWebhook } from '../../services/payments/handle-webhook';
import { route } from '../route';
import { creditReceipt } from './credit-receipt';

export const WEBHOOK_PATH = ReceiveWebhook.path;

/**
 * POST /api/cashfree/webhook: the provider's signed notice. Its body is read as raw bytes (the
 * signature covers them exactly: re-serialised JSON turns 999.00 into 999); it is exempt from
 * CSRF because the signature is its authentication.
 */
export const receiveWebhookRoute = route(ReceiveWebhook, async ({ input, ctx, request }) => {
  if (!ctx.payments) throw new AppError('unavailable', Messages.paymentProviderUnavailable);
  const rawBody = Buffer.isBuffer(input.body) ? input.body : Buffer.alloc(0);
  try {
    const outcome = await handleWebhook({
      db: ctx.db,
      payments: ctx.payments,
      request: { headers: request.headers, rawBody },
      now: ctx.clock.now(),
      log: (message, extra) => request.log.info(extra ?? {}, message),
      onCredited: creditReceipt(ctx, request),
    });
    return { received: true as const, outcome };
  } catch (error) {
    if (error instanceof WebhookVerificationError)
      throw new AppError('unauthenticated', Messages.webhookSignatureInvalid);
    throw error;
  }
});
