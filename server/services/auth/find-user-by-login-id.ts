import { eq, inArray } from 'drizzle-orm';
import { SignupCountries } from '@common/countries';
import { nationalDigits } from '@common/phone';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

/**
 * Finds the account for a login id: an email, or a phone typed as +91 98765 43210,
 * 09876543210 or 9876543210 (docs/security.md §2.2). A bare national number that matches accounts
 * in two countries resolves to India's, then to none rather than a guess.
 */
export async function findUserByLoginId({
  db,
  loginId,
}: {
  db: Db;
  loginId: string;
}): Promise<UserRow | undefined> {
  const id = loginId.trim();
  if (id.includes('@')) {
    const [row] = await db.select().from(users).where(eq(users.email, id.toLowerCase()));
    return row;
  }
  if (!/^\+?[\d\s\-().]{6,20}$/.test(id)) return undefined;
  if (id.startsWith('+')) {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.phone, `+${nationalDigits(id)}`));
    return row;
  }
  const digits = nationalDigits(id);
  const candidates = [
    ...new Set(SignupCountries.map((country) => `+${country.dialCode}${digits}`)),
  ];
  const matches = await db.select().from(users).where(inArray(users.phone, candidates));
  return (
    matches.find((row) => row.phone === `+91${digits}`) ??
    (matches.length === 1 ? matches[0] : undefined)
  );
}
