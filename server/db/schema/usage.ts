import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { papers } from './papers';
import { users } from './users';

/**
 * What a user has used of each allowance, one row per bucket ("papers:free",
 * "papers:in/in-cbse/10/mathematics:2026-11", "pdfs:…:2026-11"). Raised only by one atomic
 * upsert that refuses to pass the limit (services/subscriptions/quotas.ts).
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.bucket] })],
);

/**
 * A paper's PDFs downloaded in a month: downloading the same paper again that month is free.
 * `claims` counts the downloads let through, in flight or done; a failed print takes its claim
 * back, and the month's download is given back only when the last claim fails.
 */
export const pdfDownloads = pgTable(
  'pdf_downloads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    claims: integer('claims').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.userId, table.paperId, table.month] })],
);
