import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import type { Paper } from '@common/schemas/paper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaperViaApi, grantPlan, signUpUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';

// One app for the file; every test signs up the users it needs, so each sees only its own papers
// and passes alone or in any order.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new teacher with a yearly plan, so making papers never meets the free allowance. */
async function newTeacher(): Promise<TestClient> {
  const client = t.client();
  await grantPlan(t.db, (await signUpUser(client)).user.id, { now: t.clock.now() });
  return client;
}

/** A new signed-in user without a plan: someone else, to whom a teacher's papers do not exist. */
async function newStranger(): Promise<TestClient> {
  const client = t.client();
  await signUpUser(client);
  return client;
}

/** A small paper: 3 MCQs (1 mark) and 1 short answer (2 marks) on two chapters. */
const make = (client: TestClient, overrides: Record<string, unknown> = {}) =>
  createPaperViaApi(client, {
    chapters: ['real-numbers', 'polynomials'],
    counts: { mcq: 3, shortAnswer: 1, longAnswer: 0, caseStudy: 0 },
    ...overrides,
  });

describe('My Papers', () => {
  it('lists only my papers, newest first, with search and filters', async () => {
    const [teacher, stranger] = [await newTeacher(), await newStranger()];
    const maths = await make(teacher, { title: 'Unit test: algebra' });
    t.clock.advance(1000);
    const science = await make(teacher, {
      subject: 'science',
      chapters: ['electricity'],
      title: 'Weekly quiz',
    });
    await make(stranger, { title: 'Unit test: someone else' });
    const all = (await teacher.get('/api/papers')).json();
    expect(all.total).toBe(2);
    expect(all.papers.map((p: { id: string }) => p.id)).toEqual([science.id, maths.id]);
    expect(all.papers[1]).toMatchObject({
      title: 'Unit test: algebra',
      curriculumName: 'Central Board of Secondary Education (CBSE)',
      class: 10,
      subjectName: 'Mathematics',
      totalMarks: 5,
      questionCount: 4,
      attempts: 0,
      bestScore: null,
    });
    // Boards and subjects in the reader's language, whatever the paper's own language.
    const hindi = (await teacher.get('/api/papers?lang=hi')).json();
    expect(hindi.papers[1]).toMatchObject({
      title: 'Unit test: algebra',
      curriculumName: 'केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE)',
      subjectName: 'गणित',
    });
    const searched = (await teacher.get('/api/papers?search=UNIT')).json();
    expect(searched.papers.map((p: { id: string }) => p.id)).toEqual([maths.id]);
    expect((await teacher.get('/api/papers?subject=science')).json().total).toBe(1);
    expect((await teacher.get('/api/papers?search=%25')).json().total).toBe(0);
    expect((await teacher.get('/api/papers?class=ten')).statusCode).toBe(400);
    expect((await t.client().get('/api/papers')).statusCode).toBe(401);
  });

  it('renames a paper (its printed title too); others get 404; an empty title is refused', async () => {
    const [teacher, stranger] = [await newTeacher(), await newStranger()];
    const paper = await make(teacher);
    const renamed = await teacher.patch(`/api/papers/${paper.id}`, { title: '  Class test 3  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Class test 3');
    expect((await teacher.get(`/api/papers/${paper.id}`)).json().title).toBe('Class test 3');
    const empty = await teacher.patch(`/api/papers/${paper.id}`, { title: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(Messages.paperTitleRequired);
    expect((await stranger.patch(`/api/papers/${paper.id}`, { title: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await teacher.patch('/api/papers/nope', { title: 'x' })).statusCode).toBe(404);
  });

  it('deletes a paper for its owner only', async () => {
    const [teacher, stranger] = [await newTeacher(), await newStranger()];
    const paper = await make(teacher);
    expect((await stranger.delete(`/api/papers/${paper.id}`)).statusCode).toBe(404);
    expect((await teacher.delete(`/api/papers/${paper.id}`)).statusCode).toBe(204);
    expect((await teacher.get(`/api/papers/${paper.id}`)).statusCode).toBe(404);
    expect((await teacher.delete(`/api/papers/${paper.id}`)).statusCode).toBe(404);
  });

  it('makes a new variant: the same blueprint, a new seed and a title of its own', async () => {
    const [teacher, stranger] = [await newTeacher(), await newStranger()];
    const paper = await make(teacher, { title: 'Set A', seed: 77 });
    const response = await teacher.post(`/api/papers/${paper.id}/variant`);
    expect(response.statusCode).toBe(201);
    const variant: Paper = response.json();
    expect(variant.id).not.toBe(paper.id);
    expect(variant.seed).not.toBe(77);
    expect(variant).toMatchObject({
      title: 'Set A (variant 2)',
      totalMarks: paper.totalMarks,
      questionCount: 4,
    });
    // A variant of the variant, or of the original again, takes the next number.
    const third: Paper = (await teacher.post(`/api/papers/${variant.id}/variant`)).json();
    expect(third.title).toBe('Set A (variant 3)');
    const fourth: Paper = (await teacher.post(`/api/papers/${paper.id}/variant`)).json();
    expect(fourth.title).toBe('Set A (variant 4)');
    expect((await stranger.post(`/api/papers/${paper.id}/variant`)).statusCode).toBe(404);
  });
});
