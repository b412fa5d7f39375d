import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import type { Paper, PaperQuestion } from '@common/schemas/paper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaperViaApi, grantPlan, signUpUser } from '../../test/factories';
import { pdfPages, words } from '../../test/pdf-text';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let owner: TestClient;
let user: { id: string; fullName: string; email: string };
let paper: Paper;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  ({ user } = await signUpUser(owner, { fullName: 'Kavya Raman' }));
  await grantPlan(t.db, user.id, { now: t.clock.now() });
  paper = await createPaper(owner, { title: 'Algebra and data: unit test 3' });
});
afterAll(() => t.close());

const createPaper = (client: TestClient, overrides: Record<string, unknown> = {}) =>
  createPaperViaApi(client, { seed: 20_261_121, ...overrides });

const questions = (p: Paper): PaperQuestion[] => p.sections.flatMap((s) => s.questions);

async function download(client: TestClient, id: string, kind?: string) {
  return client.get(`/api/papers/${id}/pdf${kind ? `?kind=${kind}` : ''}`);
}

describe('GET /api/papers/:id/pdf', () => {
  it('prints the paper: header, sections, questions, marks, and a quiet trace code on every page', async () => {
    const response = await download(owner, paper.id, 'paper');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="algebra-and-data-unit-test-3-paper.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = pdfPages(response.rawPayload);
    const text = pages.join(' ');
    expect(text).toContain(paper.title);
    expect(text).toContain('Central Board of Secondary Education (CBSE)');
    expect(text).toContain('Time allowed: 1 h 30 min');
    expect(text).toContain(`Maximum marks: ${paper.totalMarks}`);
    expect(text).toContain(`Paper code: ${paper.seed}`);
    expect(text).toContain('General instructions');
    for (const id of ['A', 'B', 'C', 'D']) expect(text).toContain(`Section ${id}`);
    for (const q of questions(paper)) {
      expect(text).toContain(`${q.number}.`);
      const stem = words(q.stem ?? q.passage ?? '');
      expect(stem.length, `question ${q.number}`).toBeGreaterThan(0);
      expect(text).toContain(stem);
    }
    for (const marks of new Set(questions(paper).map((q) => q.marks)))
      expect(text).toContain(`[${marks}]`);
    expect(text).toMatch(/\(a\).*\(b\).*\(c\).*\(d\)/);
    // The traceability line: the product and a code for the paper and its downloader, on every
    // page (the watermark is a picture); the teacher's name and e-mail address are not printed.
    const code = `${paper.id.slice(0, 8)}-${user.id.slice(0, 4)}`.toUpperCase();
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Prashna · ${code} · 21 Nov 2026`);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).not.toContain(user.email);
      expect(page).not.toContain('Kavya');
    });
  });

  it('prints the answer key and marking scheme: each answer with its solution', async () => {
    const response = await download(owner, paper.id, 'answers');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="algebra-and-data-unit-test-3-answer-key.pdf"',
    );
    const pages = pdfPages(response.rawPayload);
    const text = pages.join(' ');
    expect(text).toContain('Answer key and marking scheme');
    for (const q of questions(paper)) {
      if (q.answer.optionIndex !== undefined) {
        const letter = 'abcd'[q.answer.optionIndex];
        expect(text).toContain(`${q.number}. (${letter})`); // the key at a glance
        expect(text).toContain(`Answer: (${letter})`);
      }
      const solutions = q.answer.parts?.map((part) => part.solution) ?? [q.answer.solution];
      for (const solution of solutions) {
        const fragment = words(solution, 3);
        if (fragment) expect(text, `question ${q.number}`).toContain(fragment);
      }
    }
    const stems = questions(paper).map((q) => words(q.stem ?? '', 5));
    for (const stem of stems.filter(Boolean)) expect(text).not.toContain(stem);
    for (const page of pages) expect(page).not.toContain(user.email);
  });

  it('breaks pages as a board paper does: an OR goes with its alternative, a passage with its parts', async () => {
    const chapters = (
      await owner.get('/api/chapters?curriculum=in-cbse&class=10&subject=mathematics')
    ).json();
    const long = await createPaper(owner, {
      chapters: chapters.map((c: { id: string }) => c.id),
      counts: undefined,
      preset: 'cbse-10-mathematics-standard',
      internalChoice: true,
      seed: 777,
    });
    const pages = pdfPages((await download(owner, long.id)).rawPayload);
    expect(pages.length).toBeGreaterThan(3);
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
    let checked = 0;
    for (const q of questions(long)) {
      const alternative = q.or && words(q.or.stem ?? q.or.passage ?? q.or.assertion ?? '');
      if (alternative) {
        // The alternative's page has its "OR" shortly before it: the OR did not end a page.
        const page = pages[pageOf(alternative)]!;
        const before = page.slice(0, page.indexOf(alternative));
        expect(before.slice(-200), `question ${q.number}`).toMatch(/(^|\s)OR(\s|$)/);
        checked += 1;
      }
      if (q.passage && q.parts) {
        const passage = words(q.passage);
        const firstPart = words(q.parts[0]!.stem, 3);
        if (passage && firstPart)
          expect(pageOf(firstPart), `case ${q.number}`).toBe(pageOf(passage));
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('prints a Hindi paper in Hindi, and text in any script from the title', async () => {
    // Its own teacher: each teacher downloads at most 2 papers of a subject a month.
    const teacher = t.client();
    await grantPlan(t.db, (await signUpUser(teacher)).user.id, { now: t.clock.now() });
    const hindi = await createPaper(teacher, { language: 'hi' });
    const response = await download(teacher, hindi.id, 'paper');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="mathematics-class-10-paper.pdf"',
    );
    const text = pdfPages(response.rawPayload).join(' ');
    expect(text).toContain(hindi.title); // गणित: कक्षा 10 अभ्यास प्रश्न पत्र
    for (const label of ['सामान्य निर्देश', 'निर्धारित समय:', 'अधिकतम अंक:', 'खंड A', 'प्रश्न पत्र'])
      expect(text).toContain(label);
    expect(text).toContain('सभी प्रश्न अनिवार्य हैं।');
    // poppler puts a space after some vowel signs (कुछ reads "कु छ"): compare without spaces.
    const squash = (value: string) => value.replace(/\s+/g, '');
    for (const q of questions(hindi)) {
      const stem = words(q.stem ?? q.passage ?? '', 3);
      expect(squash(text), `question ${q.number}`).toContain(squash(stem));
    }
    expect(text).toMatch(/पृष्ठ 1 \/ \d/);

    const tamilTitle = 'கணிதம் பயிற்சி வினாத்தாள்';
    const tamil = await createPaper(teacher, { title: tamilTitle });
    const tamilText = pdfPages((await download(teacher, tamil.id)).rawPayload).join(' ');
    expect(tamilText).toContain(tamilTitle);
  });

  it('escapes question and user text: a name cannot become markup', async () => {
    const client = t.client();
    await signUpUser(client, { fullName: 'Ravi <b>Bold</b>' });
    const own = await createPaper(client, {
      title: '<img src=x onerror=alert(1)> & co',
      schoolName: 'Ravi <b>Bold</b> School',
    });
    const response = await download(client, own.id);
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfPages(response.rawPayload).join(' ');
    expect(text).toContain('<img src=x onerror=alert(1)> & co');
    expect(text).toContain('Ravi <b>Bold</b> School');
  });

  it('is for the owner only: another user gets 404, a visitor 401', async () => {
    const stranger = t.client();
    await signUpUser(stranger);
    const denied = await download(stranger, paper.id, 'paper');
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe(Messages.notFound);
    expect((await download(stranger, paper.id, 'answers')).statusCode).toBe(404);
    expect((await download(owner, 'not-a-uuid', 'paper')).statusCode).toBe(404);

    const visitor = await download(t.client(), paper.id, 'paper');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(Messages.notSignedIn);
  });

  it('refuses an unknown kind with 400', async () => {
    const response = await download(owner, paper.id, 'bogus');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      message: Messages.invalidRequest,
    });
  });
});

describe('GET /api/papers/:id/pdf without Chromium', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({ CHROMIUM_PATH: '/nonexistent/chromium' });
  });
  afterAll(() => broken.close());

  it('answers 503 with a message that says the PDF engine is missing', async () => {
    const client = broken.client();
    await signUpUser(client);
    const own = await createPaper(client);
    const response = await download(client, own.id, 'paper');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'unavailable', message: Messages.pdfUnavailable });
    // The rest of the app is unaffected.
    expect((await client.get(`/api/papers/${own.id}`)).statusCode).toBe(200);
  });
});
