import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * First-party analytics (docs/spec-departures.md §5): stored only when the visitor consented to
 * analytics. No IP address, user agent or fingerprint is kept; the visitor id is a random id the
 * browser creates after consent and forgets when consent is withdrawn.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    visitorId: uuid('visitor_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    language: text('language'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('analytics_events_name_time_idx').on(table.name, table.receivedAt),
    index('analytics_events_visitor_idx').on(table.visitorId),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
