import { useQueryClient } from '@tanstack/react-query';
import { CreateOrder, RecheckPayment } from '@common/contracts/payments';
import { GetUserSubscription } from '@common/contracts/subscriptions';
import { invalidateOperation, useOperationMutation } from '@/lib/operation-query';

/** The {provider} of the payment paths (spec §7), as the result addresses name it. */
export const PAYMENT_PROVIDER = 'cashfree';

/** An order and the session the checkout script opens. */
export function useCreateOrder() {
  return useOperationMutation(CreateOrder);
}

/** "I paid but my plan is not active": the subscription status is read again afterwards (spec §4). */
export function useRecheckPayment() {
  const queryClient = useQueryClient();
  return useOperationMutation(RecheckPayment, {
    onSettled: () => invalidateOperation(queryClient, GetUserSubscription),
  });
}
