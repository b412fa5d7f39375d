import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema';
import type { SchoolRole } from '../../db/schema/schools';
import { randomToken, sha256 } from '../../lib/crypto';

export type SessionPolicy = { idleMs: number; absoluteMs: number };

export type CreateSessionOptions = {
  db: Db;
  userId: string;
  authType: SessionRow['authType'];
  now: Date;
  policy: SessionPolicy;
  ip?: string;
  userAgent?: string;
  /** A session inside a school: the school and the role the user acts in there. */
  school?: { schoolId: string; role: SchoolRole };
};

// Writing last_seen_at on every request costs a write per call; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

/** Starts a new session and returns the raw token for the cookie (only its hash is stored). */
export async function createSession({
  db,
  userId,
  authType,
  now,
  policy,
  ip,
  userAgent,
  school,
}: CreateSessionOptions) {
  const token = randomToken(32);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId,
      authType,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.absoluteMs),
      ip: ip ?? null,
      userAgent: userAgent?.slice(0, 400) ?? null,
      schoolId: school?.schoolId ?? null,
      schoolRole: school?.role ?? null,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return { token, session: row };
}

export type FindSessionOptions = { db: Db; token: string; now: Date; policy: SessionPolicy };

/** The live session and user for a cookie token, or null when unknown, idle too long or past its end. */
export async function findSession({
  db,
  token,
  now,
  policy,
}: FindSessionOptions): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!found) return null;
  const idleSince = now.getTime() - found.session.lastSeenAt.getTime();
  if (found.session.expiresAt <= now || idleSince > policy.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, found.session.id));
    return null;
  }
  if (idleSince > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, found.session.id));
  }
  return found;
}

/** Ends one session. */
export async function deleteSession({ db, sessionId }: { db: Db; sessionId: string }) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (after a password reset). */
export async function deleteUserSessions({ db, userId }: { db: Db; userId: string }) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions past their end or idle limit; called at start and hourly. */
export async function deleteExpiredSessions({
  db,
  now,
  policy,
}: {
  db: Db;
  now: Date;
  policy: SessionPolicy;
}) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    );
}
