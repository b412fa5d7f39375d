import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const contactMessageTypes = ['query', 'feedback', 'support'] as const;

/**
 * Every message sent through the contact form (spec §2, §3). Feedback waits for a site admin's
 * approval before the landing page may show it (docs/spec-departures.md §7: nothing is faked).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    type: text('type', { enum: contactMessageTypes }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_approved_idx').on(table.type, table.approvedAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
