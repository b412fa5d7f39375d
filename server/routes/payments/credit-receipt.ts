import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { receiptSender } from '../../services/payments/send-receipt';

/** Sends the payer's receipt once a payment this request settled became a plan. */
export function creditReceipt(ctx: AppContext, request: FastifyRequest) {
  return receiptSender(ctx, (message, extra) => request.log.warn(extra ?? {}, message));
}
