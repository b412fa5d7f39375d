import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateOrderInput,
  CreateOrderResponse,
  ManualVerifyInput,
  VerifyPaymentInput,
  VerifyPaymentResponse,
} from '@common/schemas/subscription';
import { apiRequest } from '@/lib/api-client';
import { userSubscriptionKey } from './get-user-subscription';

/** The {provider} segment of the payment paths (spec §7). */
export const PAYMENT_PROVIDER = 'cashfree';
const paymentUrl = (operation: string) => `/api/${PAYMENT_PROVIDER}/${operation}`;

/** POST /api/cashfree/create-order: an order and the session the checkout script opens. */
export function createOrder(input: CreateOrderInput): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>('POST', paymentUrl('create-order'), input);
}

/** POST /api/cashfree/verify-payment: asks the provider how the order stands. */
export function verifyPayment(input: VerifyPaymentInput): Promise<VerifyPaymentResponse> {
  return apiRequest<VerifyPaymentResponse>('POST', paymentUrl('verify-payment'), input);
}

/** POST /api/cashfree/manual-verify: the same question, asked for a stored pending order. */
export function manualVerify(input: ManualVerifyInput): Promise<VerifyPaymentResponse> {
  return apiRequest<VerifyPaymentResponse>('POST', paymentUrl('manual-verify'), input);
}

/** Create-order as a mutation. */
export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

/** Manual verify as a mutation; the subscription status is read again afterwards (spec §4). */
export function useManualVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: manualVerify,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSubscriptionKey }),
  });
}
