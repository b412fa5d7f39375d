import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { CreateOrderResponse, SubscriptionScope } from '@common/schemas/subscription';
import type { PlanType } from '@common/plans';
import type { Availability } from '../../content/availability';
import type { Catalog } from '../../content/catalog';
import type { Db } from '../../db/client';
import { paymentOrders, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { ProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { ORDER_EXPIRY_MINUTES, planPrice } from './plan-table';

export type CreateOrderOptions = {
  db: Db;
  payments: PaymentProvider | undefined;
  catalog: Catalog;
  /** A plan is sold only for a class that can make papers today. */
  availability: Availability;
  /** Where the payer comes back to: this app, as the payer's browser named it. */
  returnOrigin: string;
  /** This app's webhook address; sent with the order when the provider can post to it. */
  webhookUrl: string;
  user: UserRow;
  plan: PlanType;
  scope: SubscriptionScope;
  now: Date;
};

/** "sub_" + time + randomness: unique, sortable, within Cashfree's 3–45 characters. */
const newMerchantOrderId = (now: Date) =>
  `sub_${now.getTime().toString(36)}${randomBytes(10).toString('hex')}`;

/** Cashfree wants 10 digits for India and "+…" for anyone else; we store E.164. */
const providerPhone = (phone: string) => (phone.startsWith('+91') ? phone.slice(3) : phone);

function checkScope(catalog: Catalog, availability: Availability, scope: SubscriptionScope) {
  const country = catalog.countries.find((c) => c.id === scope.country);
  const curriculum = catalog.curricula.find(
    (c) => c.id === scope.curriculum && c.country === scope.country,
  );
  if (!country || !curriculum || !curriculum.classes.includes(scope.class))
    throw new AppError('invalid_request', Messages.subscriptionScopeUnknown);
  if (!availability.scope(scope.curriculum, scope.class))
    throw new AppError('invalid_request', Messages.subscriptionScopeComingSoon, {
      fieldErrors: { class: Messages.subscriptionScopeComingSoon },
    });
}

/**
 * POST /api/cashfree/create-order: stores an order priced from the plan table, then opens it at
 * the provider. The browser gets the session id to start the checkout, and nothing secret.
 */
export async function createOrder(options: CreateOrderOptions): Promise<CreateOrderResponse> {
  const { db, payments, user, plan, scope, now } = options;
  checkScope(options.catalog, options.availability, scope);
  if (!payments) throw new AppError('unavailable', Messages.paymentProviderUnavailable);
  const amount = planPrice(plan);
  const merchantOrderId = newMerchantOrderId(now);
  const expiresAt = new Date(now.getTime() + ORDER_EXPIRY_MINUTES * 60_000);
  const id = randomUUID();
  await db.insert(paymentOrders).values({
    id,
    merchantOrderId,
    userId: user.id,
    plan,
    country: scope.country,
    curriculum: scope.curriculum,
    classNumber: scope.class,
    amountMinor: amount.minor,
    currency: amount.currency,
    provider: payments.id,
    state: 'created',
    createdAt: now,
    updatedAt: now,
    expiresAt,
  });
  let handle;
  try {
    handle = await payments.createCheckout({
      merchantOrderId,
      amount,
      customer: {
        id: user.id,
        phone: providerPhone(user.phone),
        email: user.email,
        name: user.fullName,
      },
      returnUrl: `${options.returnOrigin}/subscription?order_id={order_id}`,
      // Cashfree posts only to https; the dashboard's webhook setting covers the rest (README).
      ...(options.webhookUrl.startsWith('https://') ? { notifyUrl: options.webhookUrl } : {}),
      expiresAt,
      tags: { plan, scope: `${scope.country}/${scope.curriculum}/${scope.class}` },
    });
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError('unavailable', Messages.paymentProviderUnavailable, {}, error);
    throw error;
  }
  await db
    .update(paymentOrders)
    .set({
      providerOrderId: handle.providerOrderId,
      paymentSessionId: handle.paymentSessionId,
      updatedAt: now,
    })
    .where(eq(paymentOrders.id, id));
  return {
    orderId: merchantOrderId,
    paymentSessionId: handle.paymentSessionId,
    amount: amount.minor / 100,
    currency: 'INR',
    planType: plan,
    provider: 'cashfree',
    mode: handle.mode,
    sdkUrl: handle.sdkUrl,
  };
}
