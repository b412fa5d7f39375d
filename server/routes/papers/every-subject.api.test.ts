import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paper } from '@common/schemas/paper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantPlan, signUpUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';

/**
 * Every CBSE subject of classes 6 to 10 the picker offers makes a paper from each of its presets,
 * in English and in Hindi (issue 15). The list grows as each subject's bank is written.
 */
const OFFERED: [number, string[]][] = [
  [6, ['mathematics', 'science']],
  [7, ['mathematics', 'science']],
  [8, ['mathematics', 'science']],
  [9, ['mathematics', 'science']],
  [10, ['mathematics', 'science']],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A teacher with a yearly plan for the class (one per subject: papers are rate-limited per user). */
async function teacherOf(classNumber: number): Promise<TestClient> {
  const teacher = t.client();
  const { user } = await signUpUser(teacher);
  await grantPlan(t.db, user.id, { classNumber, now: t.clock.now() });
  return teacher;
}

const get = async <T>(path: string) => (await t.client().get(path)).json() as T;

describe.each(OFFERED)('CBSE class %i', (classNumber, subjects) => {
  it('offers exactly the subjects whose banks are written', async () => {
    const offered = await get<{ id: string; available: boolean }[]>(
      `/api/subjects?country=in&curriculum=in-cbse&class=${classNumber}`,
    );
    expect(
      offered
        .filter((s) => s.available)
        .map((s) => s.id)
        .sort(),
    ).toEqual(subjects);
  });

  it.each(subjects)('makes a %s paper from each preset, in English and Hindi', async (subject) => {
    const scope = `curriculum=in-cbse&class=${classNumber}&subject=${subject}`;
    const chapters = await get<{ id: string }[]>(`/api/chapters?${scope}`);
    const presets = await get<{ id: string; totalMarks: number }[]>(`/api/presets?${scope}`);
    expect(presets.length).toBeGreaterThan(0);
    const teacher = await teacherOf(classNumber);
    for (const preset of presets)
      for (const language of ['en', 'hi'] as const) {
        const response = await teacher.post('/api/papers', {
          country: 'in',
          curriculum: 'in-cbse',
          class: classNumber,
          subject,
          chapters: chapters.map((c) => c.id),
          preset: preset.id,
          internalChoice: true,
          language,
        });
        expect(response.statusCode, `${preset.id} ${language}: ${response.body}`).toBe(201);
        const paper = response.json() as Paper;
        expect(paper.totalMarks).toBe(preset.totalMarks);
        const text = paper.sections
          .flatMap((s) => s.questions)
          .map((q) => q.stem ?? q.assertion ?? q.passage)
          .join(' ');
        const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
        if (language === 'hi') expect(devanagari).toBeGreaterThan(text.length / 3);
        else expect(devanagari).toBe(0);
      }
  });
});
