import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schoolRoles, schools } from './schools';
import { users } from './users';

/** A login session: only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authType: text('auth_type', { enum: ['regular', 'school'] }).notNull(),
    /** The school a school session was opened for (issue 13); null for a regular session. */
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** What the user is in that school for this session (a teacher may also be a parent). */
    schoolRole: text('school_role', { enum: schoolRoles }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
