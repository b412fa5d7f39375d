import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import type { SiteFacts } from '@common/schemas/site-facts';
import { contactMessages } from '../../db/schema';
import { siteDescription } from '../../services/site/site-description';
import { signUpUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

const facts = async () => {
  const response = await t.client().get('/api/site-facts');
  expect(response.statusCode).toBe(200);
  return response.json() as SiteFacts;
};

describe('GET /api/site-facts (issue 12)', () => {
  it('says what exists today and invents nothing: no rating, no user count yet', async () => {
    expect(await facts()).toEqual({
      rating: null,
      users: null,
      boards: 4, // CBSE, UP Board, GSEB and MP Board
      classes: 5, // classes 6 to 10
      languages: ['en', 'hi'],
      coverage: [
        { curriculum: 'in-cbse', short: 'CBSE', classes: [6, 7, 8, 9, 10] },
        // UP Board, GSEB and MP Board teach the NCERT books and share their bank (issue 14).
        { curriculum: 'in-up-upmsp', short: 'UP Board', classes: [10] },
        { curriculum: 'in-gj-gseb', short: 'GSEB', classes: [9, 10] },
        { curriculum: 'in-mp-mpbse', short: 'MP Board', classes: [9, 10] },
      ],
    });
    // Search engines read the same, from the page's description.
    expect(siteDescription(t.ctx.content)).toBe(
      'Generate practice question papers with answer keys and print-ready PDFs in seconds. Ready today: CBSE classes 6, 7, 8, 9 and 10, UP Board class 10, GSEB classes 9 and 10, MP Board classes 9 and 10.',
    );
  });

  it('shows the rating of approved feedback once there is enough of it, and the users', async () => {
    const sendFeedback = async (rating: number) => {
      const response = await t.client().post('/api/contact', {
        name: 'Asha Nair',
        email: 'asha@example.com',
        type: 'feedback',
        subject: 'Papers',
        message: 'Useful papers for my class.',
        rating,
      });
      expect(response.statusCode).toBe(201);
    };
    for (const rating of [5, 5, 4, 5, 4, 5, 5, 4, 5, 5]) await sendFeedback(rating);
    await t.db
      .update(contactMessages)
      .set({ approvedAt: t.clock.now() })
      .where(isNull(contactMessages.approvedAt));
    await sendFeedback(1); // not approved: it does not count
    t.clock.advance(5 * 60_000 + 1);
    expect((await facts()).rating).toEqual({ average: 4.7, count: 10 });
    for (let i = 0; i < 100; i++) await signUpUser(t.client());
    t.clock.advance(5 * 60_000 + 1);
    expect((await facts()).users).toBe(100);
  });
});
