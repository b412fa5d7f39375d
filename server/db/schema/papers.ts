import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Paper } from '@common/schemas/paper';
import { users } from './users';

/**
 * Every generated paper with a full snapshot of its questions and answers, so a paper never
 * changes when the bank or a template changes later (issue 4). The blueprint and seed are kept
 * to make a new variant of the same paper.
 */
export const papers = pgTable(
  'papers',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    curriculum: text('curriculum').notNull(),
    classNumber: integer('class_number').notNull(),
    subject: text('subject').notNull(),
    totalMarks: integer('total_marks').notNull(),
    questionCount: integer('question_count').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    seed: integer('seed').notNull(),
    /** The request as validated, for "new variant". */
    blueprint: jsonb('blueprint').notNull(),
    /** The paper as the API answers it, without id and createdAt. */
    content: jsonb('content').$type<Omit<Paper, 'id' | 'createdAt'>>().notNull(),
    /** Bank ids and template fingerprints used, to avoid repeating them in the next papers. */
    questionRefs: text('question_refs').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('papers_user_created_idx').on(table.userId, table.createdAt)],
);

export type PaperRow = typeof papers.$inferSelect;
