import { randomUUID } from 'node:crypto';
import type { ActorKind } from '@common/operation';
import type { AppContext } from '../context';
import { schoolMemberships, schools, users } from '../db/schema';
import type { SchoolRole } from '../db/schema/schools';
import { cookieNames } from '../plugins/cookies';
import { createSession } from '../services/auth/sessions';
import { sessionPolicy } from '../services/auth/session-policy';
import type { TestClient } from './test-client';

const schoolRoleOf: Partial<Record<ActorKind, SchoolRole>> = {
  'school-admin': 'school_admin',
  teacher: 'teacher',
  student: 'student',
  parent: 'parent',
};

/**
 * Makes the client a fresh actor of the given kind: a new user with a new session (a site admin
 * by role; a school actor as a member of a new school, with a session opened for it). A guest is
 * a client with no session.
 */
export async function becomeActor(client: TestClient, ctx: AppContext, kind: ActorKind) {
  if (kind === 'guest') return undefined;
  const unique = randomUUID();
  const [user] = await ctx.db
    .insert(users)
    .values({
      fullName: `Test ${kind}`,
      email: `${kind}.${unique}@example.com`,
      phone: `+91${String(Math.floor(Math.random() * 9e9) + 6e9).slice(0, 10)}`,
      country: 'India',
      passwordHash: 'not-a-password',
      role: kind === 'site-admin' ? 'admin' : kind === 'school-admin' ? 'school_admin' : 'user',
      isSchoolUser: kind in schoolRoleOf && kind !== 'school-admin',
    })
    .returning();
  const role = schoolRoleOf[kind];
  let school: { schoolId: string; role: SchoolRole } | undefined;
  if (role) {
    const [row] = await ctx.db.insert(schools).values({ name: `School ${unique}` }).returning();
    await ctx.db.insert(schoolMemberships).values({ schoolId: row!.id, userId: user!.id, role });
    school = { schoolId: row!.id, role };
  }
  const { token } = await createSession({
    db: ctx.db,
    userId: user!.id,
    authType: school && role !== 'school_admin' ? 'school' : 'regular',
    now: ctx.clock.now(),
    policy: sessionPolicy(ctx.config),
    school,
  });
  client.cookies.set(cookieNames(ctx.config).session, token);
  return { user: user!, school };
}
