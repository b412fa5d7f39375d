import type { ActorKind } from '@common/operation';
import type { SessionRow, UserRow } from './db/schema';
import type { SchoolRole } from './db/schema/schools';

/** Who is asking, decided once per request from the session (plugins/session.ts). */
export type Actor = GuestActor | UserActor | SchoolActor;

export type GuestActor = { kind: 'guest' };

/** A regular session: a user, or a site admin. */
export type UserActor = {
  kind: 'user' | 'site-admin';
  user: UserRow;
  session: SessionRow;
};

/** A session inside a school: every read and write it makes is of that school only. */
export type SchoolActor = {
  kind: 'school-admin' | 'teacher' | 'student' | 'parent';
  user: UserRow;
  session: SessionRow;
  schoolId: string;
};

/** The actors an access rule lets through, as a type: a handler never sees another kind. */
export type ActorOf<K extends ActorKind> = Extract<Actor, { kind: K }>;

const kindOfSchoolRole: Record<SchoolRole, SchoolActor['kind']> = {
  school_admin: 'school-admin',
  teacher: 'teacher',
  student: 'student',
  parent: 'parent',
};

/**
 * The actor of a loaded session. A session opened for a school (a school login, or a school
 * admin's) acts in that school in its role; any other session is a user or a site admin.
 */
export function actorOf(auth: { session: SessionRow; user: UserRow } | null): Actor {
  if (!auth) return { kind: 'guest' };
  const { session, user } = auth;
  if (session.schoolId && session.schoolRole)
    return { kind: kindOfSchoolRole[session.schoolRole], user, session, schoolId: session.schoolId };
  if (session.authType !== 'regular') return { kind: 'guest' };
  return { kind: user.role === 'admin' ? 'site-admin' : 'user', user, session };
}
