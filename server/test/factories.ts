import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Paper } from '@common/schemas/paper';
import type { Db } from '../db/client';
import { subscriptions, users } from '../db/schema';
import { planEnd } from '../engine/entitlements';
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

/**
 * Gives a user a plan directly in the database, as a paid order would (default: yearly for CBSE
 * class 10, from the clock's now for a year), for tests about papers rather than payments.
 */
export async function grantPlan(
  db: Db,
  userId: string,
  options: { plan?: 'monthly' | 'yearly'; classNumber?: number; now?: Date } = {},
) {
  const { plan = 'yearly', classNumber = 10, now = new Date() } = options;
  const startsAt = new Date(now.getTime() - 60_000);
  await db.insert(subscriptions).values({
    id: randomUUID(),
    userId,
    plan,
    country: 'in',
    curriculum: 'in-cbse',
    classNumber,
    orderId: null,
    paymentId: null,
    startsAt,
    endsAt: planEnd(startsAt, plan),
    createdAt: now,
  });
}

/** A valid POST /api/papers body: CBSE class 10 Mathematics, four chapters, 8 questions. */
export const paperBlueprint = (overrides: Record<string, unknown> = {}) => ({
  country: 'in',
  curriculum: 'in-cbse',
  class: 10,
  subject: 'mathematics',
  chapters: ['real-numbers', 'polynomials', 'statistics', 'probability'],
  counts: { mcq: 4, shortAnswer: 2, longAnswer: 1, caseStudy: 1 },
  durationMinutes: 90,
  ...overrides,
});

/** Creates a paper through the API, as its owner does; anything but 201 fails the test. */
export async function createPaperViaApi(
  client: TestClient,
  overrides: Record<string, unknown> = {},
): Promise<Paper> {
  const response = await client.post('/api/papers', paperBlueprint(overrides));
  if (response.statusCode !== 201)
    throw new Error(`paper not created: ${response.statusCode} ${response.body}`);
  return response.json() as Paper;
}
