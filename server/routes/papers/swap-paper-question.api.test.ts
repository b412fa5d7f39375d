import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { Paper, PaperQuestion, PaperQuestionBody } from '@common/schemas/paper';
import type { SwapOptions } from '@common/schemas/paper-queries';
import { papers } from '../../db/schema';
import { createPaperViaApi, grantPlan, signUpUser } from '../../test/factories';
import { pdfPages, words } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readBank } from '../../content/bank';
import { readCatalog } from '../../content/catalog';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let teacher: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  teacher = t.client();
  await grantPlan(t.db, (await signUpUser(teacher)).user.id, { now: t.clock.now() });
});
afterAll(() => t.close());

/** A paper with internal choice and a fixed seed, so each run swaps in the same paper. */
const createPaper = (client: TestClient, overrides: Record<string, unknown> = {}) =>
  createPaperViaApi(client, { internalChoice: true, seed: 20_261_126, ...overrides });

const questions = (p: Paper): PaperQuestion[] => p.sections.flatMap((s) => s.questions);
const byNumber = (p: Paper, n: number) => questions(p).find((q) => q.number === n)!;
const slot = (q: PaperQuestionBody) => [q.type, q.style, q.chapter, q.difficulty, q.marks];
const swap = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post(`/api/papers/${id}/swap-question`, body);

async function swapOptions(client: TestClient, id: string) {
  const response = await client.get(`/api/papers/${id}/swap-options`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as SwapOptions).questions;
}

describe('POST /api/papers/:id/swap-question (issue 12)', () => {
  it('replaces one question with another of the same type, marks, chapter and difficulty', async () => {
    const paper = await createPaper(teacher);
    const options = await swapOptions(teacher, paper.id);
    expect(options.map((o) => o.number)).toEqual(questions(paper).map((q) => q.number));
    const swappable = options.filter((o) => o.main).map((o) => o.number);
    expect(swappable.length).toBeGreaterThan(2);
    for (const before of questions(paper).filter((q) => swappable.includes(q.number))) {
      const response = await swap(teacher, paper.id, { number: before.number });
      expect(response.statusCode, response.body).toBe(200);
      const after: Paper = response.json();
      const swapped = byNumber(after, before.number);
      expect(slot(swapped)).toEqual(slot(before));
      expect(swapped.source).not.toEqual(before.source);
      // Everything else on the paper stays as it was, the alternative too.
      expect(swapped.or).toEqual(before.or);
      expect(questions(after).filter((q) => q.number !== before.number)).toEqual(
        questions(paper).filter((q) => q.number !== before.number),
      );
      expect(after).toMatchObject({
        totalMarks: paper.totalMarks,
        questionCount: paper.questionCount,
      });
      // Its answer key is its own: an MCQ's answer is one of its own options.
      if (swapped.type === 'mcq')
        expect(swapped.options![swapped.answer.optionIndex!]).toBe(swapped.answer.text);
      expect(swapped.answer.solution.length).toBeGreaterThan(0);
      paper.sections = after.sections;
    }
    // The stored paper is the swapped one: reloaded, listed refs and all.
    const stored: Paper = (await teacher.get(`/api/papers/${paper.id}`)).json();
    expect(stored.sections).toEqual(paper.sections);
    const [row] = await t.db.select().from(papers).where(eq(papers.id, paper.id));
    const refs = questions(stored).flatMap((q) =>
      [q, q.or].flatMap((b) =>
        !b ? [] : [b.source.kind === 'bank' ? b.source.id : b.source.fingerprint],
      ),
    );
    expect([...row!.questionRefs].sort()).toEqual(refs.sort());
  });

  it('swaps the "OR" alternative alone, and never brings back a question the paper holds', async () => {
    const paper = await createPaper(teacher, {
      chapters: ['real-numbers', 'polynomials', 'statistics', 'probability', 'quadratic-equations'],
      counts: { mcq: 0, shortAnswer: 6, longAnswer: 0, caseStudy: 0 },
    });
    const number = (await swapOptions(teacher, paper.id)).find((o) => o.alternative)?.number;
    expect(number, 'a question whose alternative can be swapped').toBeDefined();
    const withChoice = byNumber(paper, number!);
    const response = await swap(teacher, paper.id, { number, alternative: true });
    expect(response.statusCode, response.body).toBe(200);
    const after: Paper = response.json();
    const swapped = byNumber(after, number!);
    expect(swapped.source).toEqual(withChoice.source);
    expect(slot(swapped.or!)).toEqual(slot(withChoice.or!));
    expect(swapped.or!.source).not.toEqual(withChoice.or!.source);
    const sources = questions(after).flatMap((q) =>
      [q, q.or].filter(Boolean).map((b) => JSON.stringify(b!.source)),
    );
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('prints the swapped question in the PDF and its answer in the answer key', async () => {
    const paper = await createPaper(teacher, {
      counts: { mcq: 0, shortAnswer: 3, longAnswer: 0, caseStudy: 0 },
      internalChoice: false,
    });
    const number = (await swapOptions(teacher, paper.id)).find((o) => o.main)!.number;
    const before = byNumber(paper, number);
    const response = await swap(teacher, paper.id, { number });
    expect(response.statusCode, response.body).toBe(200);
    const swapped = byNumber(response.json() as Paper, number);
    const printed = await teacher.get(`/api/papers/${paper.id}/pdf?kind=paper`);
    expect(printed.statusCode, printed.body).toBe(200);
    const text = pdfPages(printed.rawPayload).join(' ');
    expect(text).toContain(words(swapped.stem!));
    // A template's fresh variant may start with the same words; a bank question does not.
    if (words(before.stem!) !== words(swapped.stem!))
      expect(text).not.toContain(words(before.stem!));
    const key = pdfPages(
      (await teacher.get(`/api/papers/${paper.id}/pdf?kind=answers`)).rawPayload,
    ).join(' ');
    expect(key).toContain(words(swapped.answer.solution, 3));
  });

  it("refuses another user's paper, an unknown question and an attempted paper, changing nothing", async () => {
    const paper = await createPaper(teacher, {
      counts: { mcq: 3, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
    });
    const stranger = t.client();
    await signUpUser(stranger);
    expect((await swap(stranger, paper.id, { number: 1 })).statusCode).toBe(404);
    expect((await swap(t.client(), paper.id, { number: 1 })).statusCode).toBe(401);
    const unknown = await swap(teacher, paper.id, { number: 9 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(Messages.paperQuestionUnknown);
    const noAlternative = await swap(teacher, paper.id, { number: 1, alternative: true });
    expect(noAlternative.json().message).toBe(Messages.paperQuestionUnknown);
    expect((await swap(teacher, paper.id, { number: '1' })).statusCode).toBe(400);
    expect((await stranger.get(`/api/papers/${paper.id}/swap-options`)).statusCode).toBe(404);
    expect((await swap(stranger, paper.id, { number: 1, alternative: true })).statusCode).toBe(404);

    expect((await teacher.post(`/api/papers/${paper.id}/attempts`)).statusCode).toBeLessThan(300);
    expect((await teacher.get(`/api/papers/${paper.id}/swap-options`)).json()).toMatchObject({
      locked: true,
    });
    const attempted = await swap(teacher, paper.id, { number: 1 });
    expect(attempted.statusCode).toBe(409);
    expect(attempted.json().message).toBe(Messages.paperSwapAttempted);
    expect(((await teacher.get(`/api/papers/${paper.id}`)).json() as Paper).sections).toEqual(
      paper.sections,
    );
  });

  it('says no, changing nothing, where the bank has no other question for the slot', async () => {
    // Every case study of one chapter in one paper: each slot's chapter and difficulty are used up.
    const cases = readBank(readCatalog()).questions.filter(
      (q) =>
        q.curriculum === 'in-cbse' &&
        q.class === 10 &&
        q.chapter === 'real-numbers' &&
        q.type === 'case' &&
        q.provenance.review === 'reviewed',
    );
    const paper = await createPaper(teacher, {
      chapters: ['real-numbers'],
      counts: { mcq: 0, shortAnswer: 0, longAnswer: 0, caseStudy: cases.length },
      internalChoice: false,
    });
    const stuck = (await swapOptions(teacher, paper.id)).find((o) => !o.main);
    expect(stuck, 'a slot with nothing else to swap in').toBeDefined();
    const refused = await swap(teacher, paper.id, { number: stuck!.number });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(Messages.paperSwapNoneLeft);
    expect(((await teacher.get(`/api/papers/${paper.id}`)).json() as Paper).sections).toEqual(
      paper.sections,
    );
  });

  it('takes as many swaps as the paper has questions, then says so; a swapped paper has no code', async () => {
    const paper = await createPaper(teacher, {
      counts: { mcq: 2, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
      chapters: ['real-numbers', 'polynomials', 'statistics', 'probability', 'quadratic-equations'],
    });
    const number = (await swapOptions(teacher, paper.id)).find((o) => o.main)!.number;
    for (let i = 0; i < 2; i++) {
      const done = await swap(teacher, paper.id, { number });
      expect(done.statusCode, done.body).toBe(200);
      expect((done.json() as Paper).swaps).toBe(i + 1);
    }
    const options = (await teacher.get(`/api/papers/${paper.id}/swap-options`)).json();
    expect(options.left).toBe(0);
    const refused = await swap(teacher, paper.id, { number });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(Messages.paperSwapLimit);
    const pdf = pdfPages((await teacher.get(`/api/papers/${paper.id}/pdf`)).rawPayload).join(' ');
    expect(pdf).not.toContain('Paper code:');
  });

  it('never lets an attempt start on questions a swap is replacing', async () => {
    for (let round = 0; round < 5; round++) {
      const paper = await createPaper(teacher, {
        seed: 7000 + round,
        counts: { mcq: 4, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
      });
      const number = (await swapOptions(teacher, paper.id)).find((o) => o.main)!.number;
      const [swapped, started] = await Promise.all([
        swap(teacher, paper.id, { number }),
        teacher.post(`/api/papers/${paper.id}/attempts`),
      ]);
      expect(started.statusCode).toBe(201);
      const attempted = (started.json() as { paper: Paper }).paper;
      // Either the swap came first and the attempt shows it, or the attempt came first and the
      // paper kept its questions.
      // (An attempt in progress shows no answers: compare where each question came from.)
      if (swapped.statusCode === 200)
        expect(byNumber(attempted, number).source).toEqual(
          byNumber(swapped.json() as Paper, number).source,
        );
      else {
        expect(swapped.json().message).toBe(Messages.paperSwapAttempted);
        expect(byNumber(attempted, number).source).toEqual(byNumber(paper, number).source);
      }
    }
  });

  // Meaningful on PostgreSQL (npm test runs this file there too): PGlite runs one transaction at
  // a time, so it cannot lose a swap however the service locks.
  it('keeps every swap when several arrive at once', async () => {
    const paper = await createPaper(teacher, {
      counts: { mcq: 6, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
    });
    // One question per slot (chapter and difficulty), so no two swaps compete for the last
    // question of a slot.
    const slots = new Set<string>();
    const numbers = (await swapOptions(teacher, paper.id))
      .filter((o) => o.main)
      .map((o) => o.number)
      .filter((number) => {
        const key = slot(byNumber(paper, number)).join('|');
        if (slots.has(key)) return false;
        slots.add(key);
        return true;
      })
      .slice(0, 4);
    expect(numbers.length).toBeGreaterThan(1);
    const results = await Promise.all(numbers.map((number) => swap(teacher, paper.id, { number })));
    expect(results.map((r) => r.statusCode)).toEqual(numbers.map(() => 200));
    const stored: Paper = (await teacher.get(`/api/papers/${paper.id}`)).json();
    for (const number of numbers)
      expect(byNumber(stored, number).source).not.toEqual(byNumber(paper, number).source);
  });
});
