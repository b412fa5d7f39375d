import { describe, expect, it } from 'vitest';
import type { ChapterPerformance } from '@common/schemas/attempt';
import { CreatePaperInputSchema } from '@common/schemas/paper';
import { bandOf, chapterBars, dayTicks, practiceRequest, sparseTicks } from './chart-data';

const chapter = (over: Partial<ChapterPerformance>): ChapterPerformance => ({
  country: 'in',
  curriculum: 'in-cbse',
  class: 10,
  subject: 'mathematics',
  subjectName: 'Mathematics',
  chapter: 'real-numbers',
  chapterName: 'Real Numbers',
  questions: 4,
  earned: 1,
  possible: 4,
  percent: 25,
  ...over,
});

describe('chart data', () => {
  it('orders chapters weakest first and names the subject only when there are several', () => {
    const one = chapterBars(
      [chapter({ percent: 60, chapterName: 'Polynomials' }), chapter({ percent: 25 })],
      () => '',
    );
    expect(one.map((bar) => bar.name)).toEqual(['Real Numbers', 'Polynomials']);
    const two = chapterBars(
      [
        chapter({}),
        chapter({ subject: 'science', subjectName: 'Science', chapterName: 'Heredity' }),
      ],
      () => '',
    );
    expect(two.map((bar) => bar.name)).toEqual([
      'Heredity · Science 10',
      'Real Numbers · Mathematics 10',
    ]);
  });

  it('colours by band', () => {
    expect([0, 39.9, 40, 69.9, 70, 100].map(bandOf)).toEqual([
      'low',
      'low',
      'middle',
      'middle',
      'high',
      'high',
    ]);
  });

  it('keeps few ticks on a time axis, first and last included', () => {
    expect(sparseTicks([0, 1, 2], 5)).toEqual([0, 1, 2]);
    const ticks = sparseTicks(
      Array.from({ length: 50 }, (_, i) => i),
      5,
    );
    expect(ticks).toHaveLength(5);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(49);
  });

  it('dates each day once', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const dates = [
      '2026-11-21T09:00:00Z',
      '2026-11-21T10:00:00Z',
      '2026-11-22T09:00:00Z',
      '2026-11-24T09:00:00Z',
      '2026-11-24T11:00:00Z',
    ];
    expect(dayTicks(dates, day, 5)).toEqual([0, 2, 3]);
    expect(dayTicks(dates.slice(0, 2), day, 5)).toEqual([0]);
  });

  it('asks for a valid focused practice paper on the one chapter', () => {
    const request = practiceRequest(chapter({}), `Practice: ${'x'.repeat(200)}`);
    const parsed = CreatePaperInputSchema.parse(request);
    expect(parsed.chapters).toEqual(['real-numbers']);
    expect(parsed.counts).toEqual({ mcq: 5, shortAnswer: 3, longAnswer: 1, caseStudy: 0 });
    expect(parsed.title).toHaveLength(120);
  });
});
