import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import type { Paper } from '@common/schemas/paper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantPlan, signUpUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let teacher: TestClient;
let stranger: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  teacher = t.client();
  stranger = t.client();
  await grantPlan(t.db, (await signUpUser(teacher)).user.id, { now: t.clock.now() });
  await signUpUser(stranger);
});
afterAll(() => t.close());

const make = async (client: TestClient, overrides: Record<string, unknown> = {}) =>
  (
    await client.post('/api/papers', {
      country: 'in',
      curriculum: 'in-cbse',
      class: 10,
      subject: 'mathematics',
      chapters: ['real-numbers', 'polynomials'],
      counts: { mcq: 3, shortAnswer: 1, longAnswer: 0, caseStudy: 0 },
      ...overrides,
    })
  ).json() as Paper;

describe('My Papers', () => {
  it('lists only my papers, newest first, with search and filters', async () => {
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
    const paper = await make(teacher);
    expect((await stranger.delete(`/api/papers/${paper.id}`)).statusCode).toBe(404);
    expect((await teacher.delete(`/api/papers/${paper.id}`)).statusCode).toBe(204);
    expect((await teacher.get(`/api/papers/${paper.id}`)).statusCode).toBe(404);
    expect((await teacher.delete(`/api/papers/${paper.id}`)).statusCode).toBe(404);
  });

  it('makes a new variant: the same blueprint, a new seed and a title of its own', async () => {
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
