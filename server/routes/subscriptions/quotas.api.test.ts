import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import type { Paper } from '@common/schemas/paper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantPlan, paperBlueprint, signUpUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { spendPdfAllowance } from '../../services/subscriptions/quotas';

let t: TestApp;
beforeAll(async () => {
  // Rate limits raised: these tests fire 50 requests at once to prove the quotas, not the limiter.
  t = await createTestApp({
    RATE_LIMIT_SCALE: '10',
    SESSION_IDLE_MINUTES: '20000',
    SESSION_ABSOLUTE_HOURS: '1000',
  });
});
afterAll(() => t.close());

/** A small paper (3 questions), so the tests that make 50 of them stay quick. */
const SMALL = {
  chapters: ['real-numbers', 'polynomials'],
  counts: { mcq: 2, shortAnswer: 1, longAnswer: 0, caseStudy: 0 },
};

async function newUser(plan?: { plan: 'monthly' | 'yearly'; classNumber?: number }) {
  const client = t.client();
  const { user } = await signUpUser(client);
  if (plan) await grantPlan(t.db, user.id, { ...plan, now: t.clock.now() });
  return { client, user };
}

const makePaper = (client: TestClient, overrides: Record<string, unknown> = {}) =>
  client.post('/api/papers', paperBlueprint({ ...SMALL, ...overrides }));

describe('papers: free, monthly and yearly allowances', () => {
  it('gives 3 free papers, then answers 402 with the spec flags and a way to subscribe', async () => {
    const { client } = await newUser();
    for (let i = 0; i < 3; i++) expect((await makePaper(client)).statusCode).toBe(201);
    const refused = await makePaper(client, {
      subject: 'science',
      chapters: ['light-reflection-and-refraction'],
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      code: 'payment_required',
      message: Messages.paperFreeLimitReached,
      requiresSubscription: true,
      monthlyLimitReached: false,
      subscriptionStatus: 'free',
    });
    const list = (await client.get('/api/papers')).json();
    expect(list.total).toBe(3);
  });

  it('counts a new variant as a new paper', async () => {
    const { client } = await newUser();
    const first: Paper = (await makePaper(client)).json();
    expect((await client.post(`/api/papers/${first.id}/variant`)).statusCode).toBe(201);
    expect((await client.post(`/api/papers/${first.id}/variant`)).statusCode).toBe(201);
    const refused = await client.post(`/api/papers/${first.id}/variant`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().requiresSubscription).toBe(true);
  });

  it('monthly: 1 paper per subject per India month in its scope, then the free papers', async () => {
    const { client } = await newUser({ plan: 'monthly' });
    // The month's mathematics paper, then the 3 free papers.
    for (let i = 0; i < 4; i++) expect((await makePaper(client)).statusCode).toBe(201);
    const refused = await makePaper(client);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: Messages.paperMonthlyLimitReached,
      requiresSubscription: true,
      monthlyLimitReached: true,
      subscriptionStatus: 'monthly',
    });
    // Science has its own paper this month.
    const science = await makePaper(client, {
      subject: 'science',
      chapters: ['light-reflection-and-refraction'],
    });
    expect(science.statusCode).toBe(201);
  });

  it('monthly: the allowance comes back on the 1st of the month in India', async () => {
    const { client } = await newUser({ plan: 'monthly' });
    for (let i = 0; i < 4; i++) expect((await makePaper(client)).statusCode).toBe(201);
    expect((await makePaper(client)).statusCode).toBe(402);
    // The test clock starts on 21 November 2026 at 15:30 in India: 1 December begins 9 days 8½ hours later.
    t.clock.advance((9 * 24 + 8.5) * 3_600_000 + 1000);
    expect((await makePaper(client)).statusCode).toBe(201);
    expect((await makePaper(client)).statusCode).toBe(402);
  });

  it('yearly: unlimited in its scope, the free papers elsewhere', async () => {
    const { client } = await newUser({ plan: 'yearly' });
    for (let i = 0; i < 6; i++) expect((await makePaper(client)).statusCode).toBe(201);
    const nine = paperBlueprint({
      ...SMALL,
      class: 9,
      subject: 'science',
      chapters: ['tissues-in-action'],
    });
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/papers', nine)).statusCode).toBe(201);
    const refused = await client.post('/api/papers', nine);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: Messages.paperNotInPlan,
      requiresSubscription: true,
      subscriptionStatus: 'other_scope',
    });
  });

  it('never lets 50 requests at once past the free allowance', async () => {
    const { client } = await newUser();
    const answers = await Promise.all(Array.from({ length: 50 }, () => makePaper(client)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(47);
    expect((await client.get('/api/papers')).json().total).toBe(3);
  });

  it('never lets 50 requests at once past the monthly paper', async () => {
    const { client } = await newUser({ plan: 'monthly' });
    // Science's monthly paper and the 3 free papers first, so only mathematics' monthly paper is left.
    for (let i = 0; i < 4; i++)
      expect(
        (
          await makePaper(client, {
            subject: 'science',
            chapters: ['light-reflection-and-refraction'],
          })
        ).statusCode,
      ).toBe(201);
    const answers = await Promise.all(Array.from({ length: 50 }, () => makePaper(client)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 402)).toHaveLength(49);
  });
});

describe('PDF downloads: 2 papers per subject per month', () => {
  const download = (client: TestClient, id: string, kind = 'paper') =>
    client.get(`/api/papers/${id}/pdf?kind=${kind}`);

  it('counts a paper once a month, whichever file and however often', async () => {
    const { client } = await newUser({ plan: 'yearly' });
    const papers: Paper[] = [];
    for (let i = 0; i < 3; i++) papers.push((await makePaper(client)).json());
    const [a, b, c] = papers as [Paper, Paper, Paper];
    expect((await download(client, a.id)).statusCode).toBe(200);
    expect((await download(client, a.id, 'answers')).statusCode).toBe(200);
    expect((await download(client, b.id, 'answers')).statusCode).toBe(200);
    expect((await download(client, a.id)).statusCode).toBe(200);
    const refused = await download(client, c.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'payment_required',
      message: Messages.pdfMonthlyLimitReached,
      monthlyLimitReached: true,
      subscriptionStatus: 'yearly',
    });
    // Another subject has its own two.
    const science: Paper = (
      await makePaper(client, { subject: 'science', chapters: ['light-reflection-and-refraction'] })
    ).json();
    expect((await download(client, science.id)).statusCode).toBe(200);
  }, 60_000);

  it('never lets 50 downloads at once past the limit', async () => {
    const { client } = await newUser({ plan: 'yearly' });
    const papers: Paper[] = [];
    for (let i = 0; i < 50; i++) papers.push((await makePaper(client)).json());
    const answers = await Promise.all(papers.map((p) => download(client, p.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 402)).toHaveLength(48);
  }, 90_000);

  it('a failed print gives the download back only when no other download of the paper holds it', async () => {
    // Two downloads of one paper at once, driven at the service so each print can be made to fail.
    const twoClaims = async () => {
      const { client, user } = await newUser({ plan: 'yearly' });
      const papers: Paper[] = [];
      for (let i = 0; i < 3; i++) papers.push((await makePaper(client)).json());
      const [first, ...rest] = papers as [Paper, Paper, Paper];
      const claim = () =>
        spendPdfAllowance({
          db: t.db,
          userId: user.id,
          paperId: first.id,
          scope: { country: 'in', curriculum: 'in-cbse', classNumber: 10 },
          subject: 'mathematics',
          now: t.clock.now(),
        });
      return { client, first, rest, failed: [await claim(), await claim()] };
    };

    // The first print fails, the second is delivered: the paper stays counted.
    const delivered = await twoClaims();
    await delivered.failed[0]!();
    expect((await download(delivered.client, delivered.rest[0]!.id)).statusCode).toBe(200);
    expect((await download(delivered.client, delivered.rest[1]!.id)).statusCode).toBe(402);

    // Both prints fail: nothing was delivered, so nothing is spent.
    const lost = await twoClaims();
    await Promise.all(lost.failed.map((giveBack) => giveBack()));
    expect((await download(lost.client, lost.rest[0]!.id)).statusCode).toBe(200);
    expect((await download(lost.client, lost.rest[1]!.id)).statusCode).toBe(200);
    expect((await download(lost.client, lost.first.id)).statusCode).toBe(402);
  }, 60_000);

  it('gives the download back when the PDF cannot be printed', async () => {
    const broken = await createTestApp({ CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const client = broken.client();
      const { user } = await signUpUser(client);
      await grantPlan(broken.db, user.id, { now: broken.clock.now() });
      const papers: Paper[] = [];
      for (let i = 0; i < 3; i++) papers.push((await makePaper(client)).json());
      for (const paper of papers)
        expect((await client.get(`/api/papers/${paper.id}/pdf`)).statusCode).toBe(503);
      const status = (
        await client.get(`/api/user-subscription?email=${encodeURIComponent(user.email)}`)
      ).json();
      expect(status.subscriptionType).toBe('yearly');
    } finally {
      await broken.close();
    }
  });
});

describe('what a plan has left this month (issue 12)', () => {
  const status = async (client: TestClient, email: string, lang = 'en') =>
    (
      await client.get(`/api/user-subscription?email=${encodeURIComponent(email)}&lang=${lang}`)
    ).json();

  it('shows a monthly subscriber each subject’s paper and downloads, not the free papers', async () => {
    const { client, user } = await newUser({ plan: 'monthly' });
    const paper: Paper = (await makePaper(client)).json();
    expect((await client.get(`/api/papers/${paper.id}/pdf`)).statusCode).toBe(200);
    const { allowances } = await status(client, user.email);
    expect(allowances).toEqual([
      {
        country: 'in',
        curriculum: 'in-cbse',
        class: 10,
        subjects: [
          {
            subject: 'mathematics',
            subjectName: 'Mathematics',
            papers: { left: 0, limit: 1 },
            pdfs: { left: 1, limit: 2 },
          },
          {
            subject: 'science',
            subjectName: 'Science',
            papers: { left: 1, limit: 1 },
            pdfs: { left: 2, limit: 2 },
          },
        ],
      },
    ]);
    // In the reader's language, the board too.
    const hindi = await status(client, user.email, 'hi');
    expect(hindi.allowances[0].subjects[0].subjectName).toBe('गणित');
    expect(hindi.activeSubscriptionPlans[0].curriculumName).toBe('केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE)');
  });

  it('gives a yearly subscriber unlimited papers, and nothing for a user without a plan', async () => {
    const yearly = await newUser({ plan: 'yearly' });
    const { allowances } = await status(yearly.client, yearly.user.email);
    expect(allowances[0].subjects[0]).toMatchObject({ papers: null, pdfs: { left: 2, limit: 2 } });
    const free = await newUser();
    expect((await status(free.client, free.user.email)).allowances).toEqual([]);
  });
});
