import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message the app sends; with no SMTP configured this is where messages land. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});
