import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAsSiteAdmin, signUpUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await signInAsSiteAdmin(admin, t.db);
});
afterAll(() => t.close());

async function sendFeedback(overrides: Record<string, unknown> = {}) {
  const response = await t.client().post('/api/contact', {
    name: 'Rohan Kumar Verma',
    email: 'rohan@example.com',
    type: 'feedback',
    subject: 'Papers for class 10',
    message: 'The class 10 science papers matched our school pattern well.',
    rating: 4,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const approve = (id: number) => admin.post(`/api/admin/feedbacks/${id}/approve`);
const publicList = async () => (await t.client().get('/api/feedbacks')).json();

describe('feedback', () => {
  it('lists nothing until feedback is approved: testimonials are never invented', async () => {
    const response = await t.client().get('/api/feedbacks');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('publishes approved feedback only, with a short public name and the default rating', async () => {
    const pending = await sendFeedback({ message: 'Still waiting for review.' });
    const rated = await sendFeedback();
    const unrated = await sendFeedback({ name: 'Kavya', rating: null, message: 'Lovely.' });
    await t.client().post('/api/contact', {
      name: 'A query',
      email: 'q@example.com',
      type: 'query',
      subject: 'Question',
      message: 'Not feedback at all',
    });
    expect((await approve(rated)).statusCode).toBe(200);
    expect((await approve(unrated)).statusCode).toBe(200);
    const list = await publicList();
    expect(list).toEqual([
      { id: unrated, name: 'Kavya', rating: 5, message: 'Lovely.' },
      {
        id: rated,
        name: 'Rohan V.',
        rating: 4,
        message: 'The class 10 science papers matched our school pattern well.',
      },
    ]);
    expect(list.map((item: { id: number }) => item.id)).not.toContain(pending);
  });

  it('keeps the list for 5 minutes, but an approval shows at once', async () => {
    const before = await publicList();
    const id = await sendFeedback({ message: 'Cached list test' });
    // Approved behind the cache's back (as the CLI does from another process).
    await t.db
      .update(contactMessages)
      .set({ approvedAt: t.clock.now() })
      .where(eq(contactMessages.id, id));
    expect(await publicList()).toEqual(before);
    t.clock.advance(5 * 60_000 + 1);
    expect((await publicList())[0].id).toBe(id);
    t.clock.advance(1000);
    const next = await sendFeedback({ message: 'Approved through the API' });
    await approve(next);
    expect((await publicList())[0].id).toBe(next);
  });

  it('returns the whole message: the list truncates it on screen', async () => {
    const message = 'Useful. '.repeat(30).trim();
    const id = await sendFeedback({ message });
    await approve(id);
    const item = (await publicList()).find((entry: { id: number }) => entry.id === id);
    expect(item.message).toBe(message);
  });

  it('lets only the site admin review and approve', async () => {
    const id = await sendFeedback();
    expect((await t.client().get('/api/admin/feedbacks')).statusCode).toBe(401);
    const user = t.client();
    await signUpUser(user);
    expect((await user.get('/api/admin/feedbacks')).statusCode).toBe(403);
    expect((await user.post(`/api/admin/feedbacks/${id}/approve`)).statusCode).toBe(403);
    const pending = (await admin.get('/api/admin/feedbacks?status=pending')).json();
    expect(pending.some((item: { id: number }) => item.id === id)).toBe(true);
    expect(pending[0]).toHaveProperty('email');
  });

  it('answers 404 for an unknown or non-feedback id and 400 for a bad id or status', async () => {
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await admin.post('/api/admin/feedbacks/abc/approve')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/feedbacks?status=everything')).statusCode).toBe(400);
  });
});
