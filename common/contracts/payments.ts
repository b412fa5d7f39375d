import { z } from 'zod';
import { Access, defineOperation } from '../operation';
import {
  CreateOrderInputSchema,
  CreateOrderResponseSchema,
  ManualVerifyInputSchema,
  VerifyPaymentInputSchema,
  VerifyPaymentResponseSchema,
} from '../schemas/subscription';

/** The payment calls of spec §7: the browser names a plan and a scope, the server prices it. */
export const CreateOrder = defineOperation({
  name: 'create-order',
  method: 'POST',
  path: '/api/cashfree/create-order',
  body: CreateOrderInputSchema,
  output: CreateOrderResponseSchema,
  access: Access.signedIn,
});

export const VerifyPayment = defineOperation({
  name: 'verify-payment',
  method: 'POST',
  path: '/api/cashfree/verify-payment',
  body: VerifyPaymentInputSchema,
  output: VerifyPaymentResponseSchema,
  access: Access.signedIn,
});

/** "I paid but my plan is not active": the payer for their own orders, a site admin for any. */
export const RecheckPayment = defineOperation({
  name: 'recheck-payment',
  method: 'POST',
  path: '/api/cashfree/manual-verify',
  body: ManualVerifyInputSchema,
  output: VerifyPaymentResponseSchema,
  access: Access.signedIn,
});

/** The provider's signed notice; the signature over the raw bytes is its authentication. */
export const ReceiveWebhook = defineOperation({
  name: 'receive-webhook',
  method: 'POST',
  path: '/api/cashfree/webhook',
  output: z.strictObject({ received: z.literal(true), outcome: z.string() }),
  access: Access.anyone,
  signedBody: true,
});
