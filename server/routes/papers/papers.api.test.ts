import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import type { Paper } from '@common/schemas/paper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantPlan, paperBlueprint, signUpUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let teacher: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  teacher = t.client();
  await grantPlan(t.db, (await signUpUser(teacher)).user.id, { now: t.clock.now() });
});
afterAll(() => t.close());

const CHAPTERS = ['real-numbers', 'polynomials'];
/** Marks per type as a request states them (the spec's §9 defaults, written out). */
const MARKS = { mcqMarks: 1, shortAnswerMarks: 2, longAnswerMarks: 5, caseStudyMarks: 8 };

const questions = (paper: Paper) => paper.sections.flatMap((s) => s.questions);
const sources = (paper: Paper) => questions(paper).map((q) => JSON.stringify(q.source));

describe('POST /api/papers', () => {
  it('needs a signed-in user', async () => {
    const response = await t.client().post('/api/papers', paperBlueprint());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(Messages.notSignedIn);
  });

  it('creates, stores and returns the paper: sections in board order, numbered, totalled, with answers', async () => {
    const response = await teacher.post(
      '/api/papers',
      paperBlueprint({
        chapters: CHAPTERS,
        counts: { mcq: 4, shortAnswer: 2, longAnswer: 1, caseStudy: 1 },
        marks: MARKS,
        durationMinutes: 60,
      }),
    );
    expect(response.statusCode).toBe(201);
    const paper: Paper = response.json();
    expect(paper.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(paper.sections.map((s) => [s.id, s.type, s.questions.length, s.marksEach])).toEqual([
      ['A', 'mcq', 4, 1],
      ['B', 'short', 2, 2],
      ['C', 'long', 1, 5],
      ['D', 'case', 1, 8],
    ]);
    expect(questions(paper).map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // 4 MCQs x 1 + 2 short x 2 + 1 long x 5 + 1 case study x 8 = 4 + 4 + 5 + 8 = 21 marks.
    expect(paper.totalMarks).toBe(21);
    expect(paper).toMatchObject({
      durationMinutes: 60,
      questionCount: 8,
      seed: expect.any(Number),
      title: 'Mathematics: Class 10 practice paper',
      curriculumName: 'Central Board of Secondary Education (CBSE)',
      chapters: [
        { id: 'real-numbers', name: 'Real Numbers' },
        { id: 'polynomials', name: 'Polynomials' },
      ],
    });
    expect(paper.instructions[0]).toBe('This question paper has 8 questions in 4 sections.');
    for (const q of questions(paper)) {
      expect(CHAPTERS).toContain(q.chapter);
      expect(q.answer.solution.length).toBeGreaterThan(0);
      if (q.type === 'mcq') expect(q.options![q.answer.optionIndex!]).toBe(q.answer.text);
    }
    expect(new Set(sources(paper)).size).toBe(8);
  });

  it('takes the class id as GET /api/classes gives it ("10")', async () => {
    const classes = (await t.client().get('/api/classes?country=in&curriculum=in-cbse')).json();
    const ten = classes.find((c: { id: string }) => c.id === '10');
    const response = await teacher.post('/api/papers', paperBlueprint({ class: ten.id }));
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Paper).class).toBe(10);
    const listed = await teacher.get('/api/papers?class=10');
    expect(listed.statusCode).toBe(200);
    for (const bad of ['ten', '10.5', '', ' ', '1e1'])
      expect(
        (await teacher.post('/api/papers', paperBlueprint({ class: bad }))).statusCode,
        bad,
      ).toBe(400);
  });

  it('gives the same paper for the same seed, and avoids recent questions without one', async () => {
    const seeded = paperBlueprint({
      seed: 4242,
      counts: { mcq: 3, shortAnswer: 1, longAnswer: 0, caseStudy: 0 },
    });
    const first: Paper = (await teacher.post('/api/papers', seeded)).json();
    const second: Paper = (await teacher.post('/api/papers', seeded)).json();
    expect(second.id).not.toBe(first.id);
    expect(second.sections).toEqual(first.sections);

    const small = paperBlueprint({
      chapters: ['real-numbers'],
      counts: { mcq: 2, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
      difficulty: 'mixed',
    });
    const fresh = t.client();
    await signUpUser(fresh);
    const a: Paper = (await fresh.post('/api/papers', small)).json();
    const b: Paper = (await fresh.post('/api/papers', small)).json();
    const overlap = sources(b).filter((s) => sources(a).includes(s));
    expect(overlap).toEqual([]);
  });

  it('builds a paper from a board preset with its sections, marks and duration', async () => {
    const chapters = (
      await t.client().get('/api/chapters?curriculum=in-cbse&class=10&subject=mathematics')
    ).json();
    const response = await teacher.post('/api/papers', {
      country: 'in',
      curriculum: 'in-cbse',
      class: 10,
      subject: 'mathematics',
      chapters: chapters.map((c: { id: string }) => c.id),
      preset: 'cbse-10-mathematics-standard',
      internalChoice: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const paper: Paper = response.json();
    expect(paper.totalMarks).toBe(80);
    expect(paper.questionCount).toBe(38);
    expect(paper.durationMinutes).toBe(180);
    expect(
      paper.sections.map(
        (s) => `${s.id}:${s.style ?? s.type}:${s.questions.length}x${s.marksEach}`,
      ),
    ).toEqual([
      'A:mcq:18x1',
      'A:assertion-reason:2x1',
      'B:short:5x2',
      'C:short:6x3',
      'D:long:4x5',
      'E:case:3x4',
    ]);
    expect(questions(paper).some((q) => q.or)).toBe(true);
    expect(paper.instructions).toContain('Calculators are not allowed.');
  });

  it('writes the paper in Hindi when asked', async () => {
    const paper: Paper = (
      await teacher.post('/api/papers', paperBlueprint({ language: 'hi' }))
    ).json();
    expect(paper.title).toBe('गणित: कक्षा 10 अभ्यास प्रश्न पत्र');
    const text = questions(paper)
      .map((q) => q.stem ?? q.assertion ?? q.passage)
      .join(' ');
    expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it('answers a request the bank cannot meet with 422 and exactly what is short', async () => {
    const response = await teacher.post(
      '/api/papers',
      paperBlueprint({
        chapters: ['real-numbers'],
        difficulty: 'hard',
        counts: { mcq: 0, shortAnswer: 0, longAnswer: 40, caseStudy: 0 },
      }),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(Messages.paperPoolShort);
    expect(body.shortages).toEqual([
      {
        section: 'A',
        type: 'long',
        difficulty: 'hard',
        chapters: ['real-numbers'],
        needed: 40,
        available: expect.any(Number),
      },
    ]);
    expect(body.shortages[0].available).toBeLessThan(40);
  });

  it.each([
    [
      'a negative count',
      { counts: { mcq: -1, shortAnswer: 2, longAnswer: 0, caseStudy: 0 } },
      'counts.mcq',
      Messages.paperCountInvalid,
    ],
    [
      'an absurd count',
      { counts: { mcq: 100000, shortAnswer: 0, longAnswer: 0, caseStudy: 0 } },
      'counts.mcq',
      Messages.paperCountInvalid,
    ],
    [
      'too many questions',
      { counts: { mcq: 60, shortAnswer: 60, longAnswer: 0, caseStudy: 0 } },
      'counts',
      Messages.paperTooManyQuestions,
    ],
    [
      'no questions',
      { counts: { mcq: 0, shortAnswer: 0, longAnswer: 0, caseStudy: 0 } },
      'counts',
      Messages.paperNoQuestions,
    ],
    [
      'fractional marks',
      { marks: { ...MARKS, mcqMarks: 0.5 } },
      'marks.mcqMarks',
      Messages.paperMarksInvalid,
    ],
    ['no chapters', { chapters: [] }, 'chapters', Messages.paperChaptersRequired],
    [
      'an unknown chapter',
      { chapters: ['real-numbers', 'astrology'] },
      'chapters',
      Messages.paperChapterUnknown,
    ],
    ['an unknown subject', { subject: 'astrology' }, 'subject', Messages.paperScopeUnknown],
    [
      'a class the board lacks',
      { curriculum: 'in-cisce-isc' },
      'curriculum',
      Messages.paperScopeUnknown,
    ],
    [
      'a two-minute paper',
      { durationMinutes: 2 },
      'durationMinutes',
      Messages.paperDurationInvalid,
    ],
    [
      'a preset and counts together',
      { preset: 'cbse-10-mathematics-standard' },
      'preset',
      Messages.paperCountsOrPreset,
    ],
    [
      'a preset of another subject',
      { counts: undefined, marks: undefined, preset: 'cbse-10-science-2025' },
      'preset',
      Messages.paperPresetUnknown,
    ],
    ['a bad seed', { seed: -3 }, 'seed', Messages.paperSeedInvalid],
    ['an unknown field', { price: 0 }, 'price', Messages.unknownField],
  ])('refuses %s with a clear 400', async (_name, overrides, field, message) => {
    const response = await teacher.post('/api/papers', paperBlueprint(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().fieldErrors[field]).toBe(message);
  });
});

describe('GET /api/papers/:id', () => {
  it('returns the paper to its owner only; anyone else gets 404', async () => {
    const paper: Paper = (await teacher.post('/api/papers', paperBlueprint())).json();
    const again = await teacher.get(`/api/papers/${paper.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(paper);

    const stranger = t.client();
    await signUpUser(stranger);
    expect((await stranger.get(`/api/papers/${paper.id}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/papers/${paper.id}`)).statusCode).toBe(401);
    expect((await teacher.get('/api/papers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await teacher.get('/api/papers/not-a-uuid')).statusCode).toBe(404);
  });
});
