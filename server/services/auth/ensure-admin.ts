import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';

export type EnsureAdminOptions = { db: Db; email: string; password: string; now: Date };

/**
 * Creates the site admin, or makes an existing account with that email the admin with that
 * password (ADMIN_EMAIL / ADMIN_PASSWORD at start, or `npm run user:create-admin`).
 */
export async function ensureAdminUser({ db, email, password, now }: EnsureAdminOptions) {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalised));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: now })
      .where(eq(users.id, existing.id));
    return { created: false };
  }
  // The admin signs in with the email; the phone is a unique placeholder outside any real range.
  const placeholderPhone = `+0${Date.now()}`;
  await db.insert(users).values({
    fullName: 'Site Admin',
    email: normalised,
    phone: placeholderPhone,
    country: 'India',
    passwordHash,
    role: 'admin',
    createdAt: now,
    updatedAt: now,
  });
  return { created: true };
}
