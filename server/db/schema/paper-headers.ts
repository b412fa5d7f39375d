import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The school and exam names a teacher last printed on a paper, offered again on the next one
 * (issue 12: "kept per user for next time"). Empty text means none.
 */
export const paperHeaders = pgTable('paper_headers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  schoolName: text('school_name').notNull(),
  examName: text('exam_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type PaperHeaderRow = typeof paperHeaders.$inferSelect;
