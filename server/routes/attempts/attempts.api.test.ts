import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import type { Attempt } from '@common/schemas/attempt';
import type { Paper } from '@common/schemas/paper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaperViaApi, grantPlan, signUpUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let student: TestClient;
let stranger: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  student = t.client();
  stranger = t.client();
  await grantPlan(t.db, (await signUpUser(student)).user.id, { now: t.clock.now() });
  await signUpUser(stranger);
});
afterAll(() => t.close());

/** A 20-minute paper: 3 MCQs (1 mark) and 2 short answers (2 marks) on Real Numbers. */
const makePaper = (client = student): Promise<Paper> =>
  createPaperViaApi(client, {
    chapters: ['real-numbers'],
    counts: { mcq: 3, shortAnswer: 2, longAnswer: 0, caseStudy: 0 },
    durationMinutes: 20,
  });

const mcqs = (paper: Paper) => paper.sections[0]!.questions;
const shorts = (paper: Paper) => paper.sections[1]!.questions;

describe('online attempts', () => {
  it('starts one attempt per paper, shows no answers until submitted, and only to its owner', async () => {
    const paper = await makePaper();
    const first = await student.post(`/api/papers/${paper.id}/attempts`);
    expect(first.statusCode).toBe(201);
    const attempt: Attempt = first.json();
    expect(attempt).toMatchObject({
      status: 'in_progress',
      maxMarks: 7,
      score: null,
      results: null,
    });
    expect(new Date(attempt.deadlineAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(
      20 * 60_000,
    );
    for (const q of attempt.paper.sections.flatMap((s) => s.questions)) {
      expect(q.answer).toEqual({ text: '', solution: '' });
    }
    const again = await student.post(`/api/papers/${paper.id}/attempts`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(attempt.id);
    expect((await stranger.post(`/api/papers/${paper.id}/attempts`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/attempts/${attempt.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.put(`/api/attempts/${attempt.id}/answers`, { answers: {} })).statusCode,
    ).toBe(404);
    expect((await stranger.post(`/api/attempts/${attempt.id}/submit`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/attempts/${attempt.id}`)).statusCode).toBe(401);
    expect((await student.get('/api/attempts/not-an-id')).statusCode).toBe(404);
  });

  it('keeps saved answers across a server restart', async () => {
    const paper = await makePaper();
    const attempt: Attempt = (await student.post(`/api/papers/${paper.id}/attempts`)).json();
    const answers = {
      '1': { choice: 'main', optionIndex: 2 },
      '4': { choice: 'main', text: 'HCF is 6' },
    };
    const saved = await student.put(`/api/attempts/${attempt.id}/answers`, { answers });
    expect(saved.statusCode).toBe(200);
    await t.restart();
    student.moveTo(t.app);
    stranger.moveTo(t.app);
    const reloaded: Attempt = (await student.get(`/api/attempts/${attempt.id}`)).json();
    expect(reloaded.answers).toEqual(answers);
    expect(reloaded.status).toBe('in_progress');
  });

  it('marks right, wrong and blank answers; written answers by the student against the scheme', async () => {
    const paper = await makePaper();
    const attempt: Attempt = (await student.post(`/api/papers/${paper.id}/attempts`)).json();
    const [right, wrong] = mcqs(paper);
    const key = right!.answer.optionIndex!;
    const answers = {
      [right!.number]: { optionIndex: key },
      [wrong!.number]: { optionIndex: (wrong!.answer.optionIndex! + 1) % 4 },
      // the third MCQ and the second short answer are left blank
      [shorts(paper)[0]!.number]: { text: 'My working and answer' },
    };
    await student.put(`/api/attempts/${attempt.id}/answers`, { answers });
    const submitted: Attempt = (await student.post(`/api/attempts/${attempt.id}/submit`)).json();
    expect(submitted.status).toBe('submitted');
    expect(submitted.autoSubmitted).toBe(false);
    const earned = Object.fromEntries(submitted.results!.map((r) => [r.number, r.earned]));
    expect(earned).toEqual({ 1: 1, 2: 0, 3: 0, 4: null, 5: 0 });
    expect(submitted.score).toBe(1);
    // now the answers and solutions are shown
    expect(submitted.paper.sections[0]!.questions[0]!.answer.optionIndex).toBe(key);

    const tooMany = await student.put(`/api/attempts/${attempt.id}/self-marks`, {
      marks: { '4': 3 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(Messages.selfMarksInvalid);
    expect(
      (await student.put(`/api/attempts/${attempt.id}/self-marks`, { marks: { '1': 1 } }))
        .statusCode,
    ).toBe(400);
    const marked: Attempt = (
      await student.put(`/api/attempts/${attempt.id}/self-marks`, { marks: { '4': 1.5 } })
    ).json();
    expect(marked.score).toBe(2.5);
    expect(marked.results!.find((r) => r.number === 4)!.earned).toBe(1.5);

    const twice: Attempt = (await student.post(`/api/attempts/${attempt.id}/submit`)).json();
    expect(twice.score).toBe(2.5);
    const late = await student.put(`/api/attempts/${attempt.id}/answers`, { answers: {} });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.attemptAlreadySubmitted);
  });

  it('submits by itself when the time is up, with what was saved', async () => {
    const paper = await makePaper();
    const attempt: Attempt = (await student.post(`/api/papers/${paper.id}/attempts`)).json();
    const key = mcqs(paper)[0]!.answer.optionIndex!;
    await student.put(`/api/attempts/${attempt.id}/answers`, {
      answers: { '1': { optionIndex: key } },
    });
    t.clock.advance(22 * 60_000);
    const late = await student.put(`/api/attempts/${attempt.id}/answers`, {
      answers: { '1': { optionIndex: key }, '2': { optionIndex: 0 } },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.attemptTimeUp);
    const result: Attempt = (await student.get(`/api/attempts/${attempt.id}`)).json();
    expect(result).toMatchObject({ status: 'submitted', autoSubmitted: true, score: 1 });
    expect(result.answers).toEqual({ '1': { choice: 'main', optionIndex: key } });
    // a submit from the page at the deadline counts as submitted by the clock
    const next: Attempt = (await student.post(`/api/papers/${paper.id}/attempts`)).json();
    t.clock.advance(20 * 60_000);
    expect((await student.post(`/api/attempts/${next.id}/submit`)).json().autoSubmitted).toBe(true);
    // a new attempt of the same paper can start afterwards
    expect((await student.post(`/api/papers/${paper.id}/attempts`)).statusCode).toBe(201);
  });

  it('refuses malformed answers with a clear 400', async () => {
    const paper = await makePaper();
    const attempt: Attempt = (await student.post(`/api/papers/${paper.id}/attempts`)).json();
    for (const body of [
      { answers: { one: { optionIndex: 1 } } },
      { answers: { '1': { optionIndex: 9 } } },
      { answers: { '1': { choice: 'both' } } },
      { answers: { '1': { text: 'x'.repeat(10_001) } } },
      { answers: [] },
      {},
    ]) {
      const response = await student.put(`/api/attempts/${attempt.id}/answers`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});

describe('GET /api/analytics', () => {
  it('is empty and honest for a new user, then counts real attempts', async () => {
    const fresh = t.client();
    await signUpUser(fresh);
    const empty = (await fresh.get('/api/analytics')).json();
    expect(empty).toMatchObject({
      papersGenerated: 0,
      attempts: 0,
      averagePercent: null,
      weakest: [],
    });
    const paper = await makePaper(fresh);
    const attempt: Attempt = (await fresh.post(`/api/papers/${paper.id}/attempts`)).json();
    const key = mcqs(paper)[0]!.answer.optionIndex!;
    await fresh.put(`/api/attempts/${attempt.id}/answers`, {
      answers: { '1': { optionIndex: key } },
    });
    await fresh.post(`/api/attempts/${attempt.id}/submit`);
    const analytics = (await fresh.get('/api/analytics')).json();
    // 1 of 7 marks: MCQs 1/3 and two blank short answers 0/4
    expect(analytics).toMatchObject({ papersGenerated: 1, attempts: 1, averagePercent: 14.3 });
    expect(analytics.bySubject).toEqual([
      {
        key: 'in-cbse/10/mathematics',
        subjectName: 'Mathematics',
        className: '10',
        attempts: 1,
        percent: 14.3,
      },
    ]);
    expect(analytics.byChapter[0]).toMatchObject({
      chapter: 'real-numbers',
      chapterName: 'Real Numbers',
      questions: 5,
    });
    expect(analytics.weakest[0]).toMatchObject({
      chapter: 'real-numbers',
      country: 'in',
      percent: 14.3,
    });
    // In the reader's language: an English paper's subject and chapters read in Hindi.
    const hindi = (await fresh.get('/api/analytics?lang=hi')).json();
    expect(hindi.bySubject[0].subjectName).toBe('गणित');
    expect(hindi.byChapter[0].chapterName).toBe('वास्तविक संख्याएँ');
    expect((await fresh.get('/api/analytics?lang=xx')).statusCode).toBe(400);
    expect((await t.client().get('/api/analytics')).statusCode).toBe(401);
  });
});
