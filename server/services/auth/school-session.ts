import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schoolMemberships, schools, type SessionRow } from '../../db/schema';

/**
 * True for a session outside any school, and for a school session whose membership (its user in
 * its role) and school are both still active: disabling a teacher or suspending a school ends
 * their sessions at the next request.
 */
export async function isSchoolSessionActive(db: Db, session: SessionRow): Promise<boolean> {
  if (!session.schoolId || !session.schoolRole) return true;
  const [found] = await db
    .select({ userId: schoolMemberships.userId })
    .from(schoolMemberships)
    .innerJoin(schools, eq(schools.id, schoolMemberships.schoolId))
    .where(
      and(
        eq(schoolMemberships.schoolId, session.schoolId),
        eq(schoolMemberships.userId, session.userId),
        eq(schoolMemberships.role, session.schoolRole),
        eq(schoolMemberships.status, 'active'),
        eq(schools.status, 'active'),
      ),
    );
  return found !== undefined;
}
