import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const paymentOrderStates = [
  'created',
  'pending',
  'paid',
  'failed',
  'expired',
  'amount_mismatch',
] as const;
export type PaymentOrderState = (typeof paymentOrderStates)[number];

/**
 * One checkout: a plan for one scope, priced from the plan table when it was created (issue 6,
 * docs/payments.md §2.2). It becomes `paid` once, by the conditional update in reconcile-order,
 * and never leaves `paid`.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey(),
    /** Ours, sent to the provider as order_id and as the idempotency key; never reused. */
    merchantOrderId: text('merchant_order_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    country: text('country').notNull(),
    curriculum: text('curriculum').notNull(),
    classNumber: integer('class_number').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    paymentSessionId: text('payment_session_id'),
    state: text('state', { enum: paymentOrderStates }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_orders_user_created_idx').on(table.userId, table.createdAt),
    index('payment_orders_open_idx')
      .on(table.createdAt)
      .where(sql`${table.state} in ('created', 'pending', 'failed', 'expired')`),
    uniqueIndex('payment_orders_provider_order_idx').on(table.provider, table.providerOrderId),
    uniqueIndex('payment_orders_provider_payment_idx').on(table.provider, table.providerPaymentId),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** Every webhook delivery we accepted, once per event key: a redelivery is answered and ignored. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    type: text('type').notNull(),
    merchantOrderId: text('merchant_order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('webhook_events_key_idx').on(table.provider, table.eventKey)],
);
