import type { FastifyInstance } from 'fastify';
import { Messages } from '@common/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { WebhookVerificationError } from '../../integrations/payments/payment-provider';
import { handleWebhook } from '../../services/payments/handle-webhook';
import type { OnCredited } from '../../services/payments/verify-order';

export const WEBHOOK_PATH = '/api/cashfree/webhook';

/**
 * POST /api/cashfree/webhook: the provider's signed notice. Only this route reads the body as raw
 * bytes (the signature covers them exactly: re-serialised JSON turns 999.00 into 999); it is
 * exempt from CSRF and sessions because the signature is its authentication.
 */
export function registerReceiveWebhook(
  app: FastifyInstance,
  ctx: AppContext,
  onCredited: OnCredited,
) {
  void app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(WEBHOOK_PATH, { config: { csrfExempt: true } }, async (request) => {
      if (!ctx.payments) throw new AppError('unavailable', Messages.paymentProviderUnavailable);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const outcome = await handleWebhook({
          db: ctx.db,
          payments: ctx.payments,
          request: { headers: request.headers, rawBody },
          now: ctx.clock.now(),
          log: (message, extra) => request.log.info(extra ?? {}, message),
          onCredited,
        });
        return { received: true, outcome };
      } catch (error) {
        if (error instanceof WebhookVerificationError)
          throw new AppError('unauthenticated', Messages.webhookSignatureInvalid);
        throw error;
      }
    });
  });
}
