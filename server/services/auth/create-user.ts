import { eq, or } from 'drizzle-orm';
import type { SignupInput } from '@common/schemas/auth';
import { Messages } from '@common/messages';
import { toE164 } from '@common/phone';
import type { Db } from '../../db/client';
import { users, type UserRole, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from './passwords';

export type CreateUserOptions = {
  db: Db;
  input: Required<Pick<SignupInput, 'fullName' | 'email' | 'phone' | 'password' | 'country'>>;
  role?: UserRole;
  now: Date;
};

/** Creates an account; a taken email or phone is a 409 with a clear message. */
export async function createUser({
  db,
  input,
  role = 'user',
  now,
}: CreateUserOptions): Promise<UserRow> {
  const phone = toE164(input.country, input.phone);
  const email = input.email.trim().toLowerCase();
  const existing = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phone, phone)));
  assertNotTaken(existing, email);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        fullName: input.fullName.trim(),
        email,
        phone,
        country: input.country,
        passwordHash,
        role,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    // Two signups racing past the check: the unique constraints decide.
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) {
      throw new AppError(
        'conflict',
        constraint.includes('email') ? Messages.emailTaken : Messages.phoneTaken,
      );
    }
    throw error;
  }
}

function assertNotTaken(existing: { email: string; phone: string }[], email: string) {
  if (existing.some((row) => row.email === email))
    throw new AppError('conflict', Messages.emailTaken);
  if (existing.length > 0) throw new AppError('conflict', Messages.phoneTaken);
}

/** The constraint of PostgreSQL's unique_violation (23505), from pg or PGlite, wrapped or not. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? '';
    current = candidate.cause;
  }
  return undefined;
}
