import type { SessionUser, User } from '@common/schemas/auth';
import type { UserRow } from '../db/schema';

/** The wire shape of a user: explicit fields only, never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    isAdmin: row.role === 'admin' ? true : row.role === 'school_admin' ? 'SA' : false,
    isSchoolUser: row.isSchoolUser,
  };
}

/** The session user of spec §3. */
export function presentSessionUser(row: UserRow): SessionUser {
  return { ...presentUser(row), authType: 'regular', school: null };
}
