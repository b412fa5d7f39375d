import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentOrders } from './payment-orders';
import { users } from './users';

/**
 * A plan a user holds for one Country + Curriculum + Class (spec §6). One row per paid order:
 * the unique order id is what makes a payment impossible to credit twice.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    country: text('country').notNull(),
    curriculum: text('curriculum').notNull(),
    classNumber: integer('class_number').notNull(),
    orderId: uuid('order_id')
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('subscriptions_user_ends_idx').on(table.userId, table.endsAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
