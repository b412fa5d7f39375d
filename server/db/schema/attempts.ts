import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AttemptAnswer, QuestionResult } from '@common/schemas/attempt';
import { papers } from './papers';
import { users } from './users';

/**
 * A student's online attempt of a paper (issue 5). Answers are saved as they go, so a reload, a
 * lost connection or a server restart loses nothing; one attempt in progress per paper and user.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    answers: jsonb('answers').$type<Record<string, AttemptAnswer>>().notNull().default({}),
    selfMarks: jsonb('self_marks').$type<Record<string, number>>().notNull().default({}),
    results: jsonb('results').$type<QuestionResult[]>(),
    score: real('score'),
    maxMarks: integer('max_marks').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('attempts_user_started_idx').on(table.userId, table.startedAt),
    uniqueIndex('attempts_one_open_per_paper_idx')
      .on(table.paperId, table.userId)
      .where(sql`${table.submittedAt} is null`),
  ],
);

export type AttemptRow = typeof attempts.$inferSelect;
