import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One reset request per "Get Reset Token" press. A row exists whether or not an account matched
 * (docs/spec-departures.md §1), so the answer never reveals one; userId and codeHmac are set only
 * on a match.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: text('id').primaryKey(),
    identifierHmac: text('identifier_hmac').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHmac: text('code_hmac'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_requests_user_idx').on(table.userId)],
);
