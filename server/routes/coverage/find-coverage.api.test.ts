import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCoverage } from '@common/schemas/coverage';
import { readBank } from '../../content/bank';
import { readCatalog } from '../../content/catalog';
import { createPaperViaApi, signUpUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The bank read again from the files, apart from the server's content store.
const bank = readBank(readCatalog()).questions.filter((q) => q.provenance.review === 'reviewed');

describe('GET /api/coverage (issue 14)', () => {
  it('lists every subject with questions, chapter by chapter, as the bank files hold them', async () => {
    const response = await t.client().get('/api/coverage');
    expect(response.statusCode).toBe(200);
    const { subjects } = response.json() as BankCoverage;
    const keys = subjects.map((s) => `${s.curriculum}/${s.class}/${s.subject}`);
    for (const key of [
      'in-cbse/9/mathematics',
      'in-cbse/9/science',
      'in-cbse/10/mathematics',
      'in-cbse/10/science',
    ])
      expect(keys).toContain(key);

    const maths10 = subjects.find((s) => s.class === 10 && s.subject === 'mathematics')!;
    expect(maths10.subjectName).toBe('Mathematics');
    for (const chapter of maths10.chapters) {
      const mine = bank.filter(
        (q) => q.class === 10 && q.subject === 'mathematics' && q.chapter === chapter.id,
      );
      expect(chapter.counts.questions, chapter.id).toBe(mine.length);
      expect(chapter.counts.case).toBe(mine.filter((q) => q.type === 'case').length);
      expect(chapter.counts.hard).toBe(mine.filter((q) => q.difficulty === 'hard').length);
      expect(chapter.counts.figures).toBe(mine.filter((q) => q.figures).length);
    }
    const total = bank.filter((q) => q.class === 10 && q.subject === 'mathematics').length;
    expect(maths10.totals.questions).toBe(total);
    // Templates count with the fewest variants their property tests prove.
    expect(maths10.totals.templates).toBeGreaterThan(0);
    expect(maths10.totals.templateVariants).toBeGreaterThanOrEqual(100 * maths10.totals.templates);
    // A subject with no questions (class 12 physics) is not listed as covered.
    expect(keys).not.toContain('in-cbse/12/physics');
  });

  it("names subjects and chapters in the reader's language, and refuses an unknown one", async () => {
    const hindi = (await t.client().get('/api/coverage?lang=hi')).json() as BankCoverage;
    const maths10 = hindi.subjects.find((s) => s.class === 10 && s.subject === 'mathematics')!;
    expect(maths10.subjectName).toBe('गणित');
    expect(maths10.chapters[0]!.name).toMatch(/[\u0900-\u097F]/);
    const bad = await t.client().get('/api/coverage?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request' });
  });
});

describe('boards that teach the NCERT books share the bank (issue 14)', () => {
  it('lists UP Board class 10 Mathematics with the CBSE bank, and says so', async () => {
    const { subjects } = (await t.client().get('/api/coverage')).json() as BankCoverage;
    const up = subjects.find(
      (s) => s.curriculum === 'in-up-upmsp' && s.class === 10 && s.subject === 'mathematics',
    )!;
    const cbse = subjects.find(
      (s) => s.curriculum === 'in-cbse' && s.class === 10 && s.subject === 'mathematics',
    )!;
    expect(up.sharesBankOf).toEqual({ curriculum: 'in-cbse', short: 'CBSE' });
    expect(up.totals).toEqual(cbse.totals);
    // Class 9 is not shared: the board's class 9 books are not confirmed.
    expect(subjects.some((s) => s.curriculum === 'in-up-upmsp' && s.class === 9)).toBe(false);
  });

  it.each(['in-gj-gseb', 'in-mp-mpbse'])(
    'lists %s classes 9 and 10 Mathematics and Science with the CBSE bank',
    async (board) => {
      const { subjects } = (await t.client().get('/api/coverage')).json() as BankCoverage;
      const shared = subjects.filter((s) => s.curriculum === board);
      expect(shared.map((s) => `${s.class} ${s.subject}`).sort()).toEqual([
        '10 mathematics',
        '10 science',
        '9 mathematics',
        '9 science',
      ]);
      for (const s of shared) {
        const cbse = subjects.find(
          (c) => c.curriculum === 'in-cbse' && c.class === s.class && c.subject === s.subject,
        )!;
        expect(s.sharesBankOf).toEqual({ curriculum: 'in-cbse', short: 'CBSE' });
        expect(s.totals).toEqual(cbse.totals);
      }
    },
  );

  it('offers the board in the picker and makes its papers from the shared bank, under its own name', async () => {
    const boards = (await t.client().get('/api/curricula?country=in')).json() as {
      id: string;
      available: boolean;
    }[];
    expect(boards.find((b) => b.id === 'in-up-upmsp')?.available).toBe(true);
    const client = t.client();
    await signUpUser(client); // the first free papers are enough
    const paper = await createPaperViaApi(client, { curriculum: 'in-up-upmsp', seed: 7 });
    expect(paper.curriculumName).toBe('Uttar Pradesh Madhyamik Shiksha Parishad (UP Board)');
    const ids = new Set(bank.map((q) => q.id));
    const refs = paper.sections.flatMap((s) => s.questions).filter((q) => q.source.kind === 'bank');
    expect(refs.length).toBeGreaterThan(0);
    for (const q of refs) expect(ids.has((q.source as { id: string }).id)).toBe(true);
  });
});
