import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One fixed window of a rate limit ("login:203.0.113.0/24" over 60 s). Kept in the database so that
 * several app processes on one PostgreSQL count against one limit (issue 13); raised by one atomic
 * upsert, and swept when its window has passed.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowMs: integer('window_ms').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowMs] }),
    index('rate_limit_windows_reset_at_idx').on(table.resetAt),
  ],
);
