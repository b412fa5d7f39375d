import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { TestClient } from './test-client';

let sequence = 0;

/** A unique, valid signup body (spec §5 rules). */
export function signupBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${randomInt(1000)}`;
  return {
    fullName: 'Meera Iyer',
    email: `meera.${unique}@example.com`,
    phone: `9${String(randomInt(100_000_000, 999_999_999))}`,
    password: 'correct-horse-7',
    confirmPassword: 'correct-horse-7',
    country: 'India',
    ...overrides,
  };
}

/** Signs a new user up through the API and returns the body used. */
export async function signUpUser(client: TestClient, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const response = await client.post('/api/signup', body);
  if (response.statusCode !== 201)
    throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return {
    body,
    user: response.json().user as { id: string; fullName: string; email: string; phone: string },
  };
}

/** Signs up a user, makes them the site admin in the database and logs them in. */
export async function signInAsSiteAdmin(client: TestClient, db: Db) {
  const { body, user } = await signUpUser(client);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  await client.post('/api/login', { loginId: body.email, password: body.password });
  return user;
}
