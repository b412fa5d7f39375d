import type { SessionUser } from '@common/schemas/auth';

/**
 * Where a user goes after logging in (spec §4): a school admin to /school-admin, a site admin to
 * /admin, a school user stays where they are (null), everyone else to /.
 */
export function redirectAfterLogin(
  user: Pick<SessionUser, 'isAdmin' | 'isSchoolUser'>,
): string | null {
  if (user.isAdmin === 'SA') return '/school-admin';
  if (user.isAdmin === true) return '/admin';
  if (user.isSchoolUser) return null;
  return '/';
}
