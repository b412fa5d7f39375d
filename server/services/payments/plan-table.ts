import { PlanPrices, type PlanType } from '@common/plans';
import type { Money } from '../../integrations/payments/payment-provider';

/** The server's price of a plan, in paise: the only price a payment is ever checked against. */
export function planPrice(plan: PlanType): Money {
  return { minor: PlanPrices[plan].priceInr * 100, currency: 'INR' };
}

/** How long a checkout stays payable at the provider. */
export const ORDER_EXPIRY_MINUTES = 30;

/** How long after creation an unfinished order is still re-checked with the provider (expiry + the provider's TTL + margin). */
export const ORDER_RECHECK_HOURS = 48;
