import type { Analytics, ChapterPerformance } from '@common/schemas/attempt';
import type { CreatePaperInput } from '@common/schemas/paper';

/** One bar of a percent chart: its label, its value, and a line of detail for the table. */
export type PercentBar = { key: string; name: string; percent: number; detail: string };

/** Percent bands that colour the bars; the number is always printed beside the colour. */
export function bandOf(percent: number): 'low' | 'middle' | 'high' {
  if (percent < 40) return 'low';
  if (percent < 70) return 'middle';
  return 'high';
}

/** The chapters weakest first; the subject is named only when there is more than one. */
export function chapterBars(
  chapters: readonly ChapterPerformance[],
  detail: (chapter: ChapterPerformance) => string,
): PercentBar[] {
  const manySubjects = new Set(chapters.map((c) => `${c.class}/${c.subject}`)).size > 1;
  return [...chapters]
    .sort((a, b) => a.percent - b.percent || a.chapterName.localeCompare(b.chapterName))
    .map((c) => ({
      key: `${c.curriculum}/${c.class}/${c.subject}/${c.chapter}`,
      name: manySubjects ? `${c.chapterName} · ${c.subjectName} ${c.class}` : c.chapterName,
      percent: c.percent,
      detail: detail(c),
    }));
}

/** Ticks for a percent axis: few enough to read on a phone. */
export const PERCENT_TICKS = [0, 25, 50, 75, 100];

/**
 * At most `max` labels on a time axis: the first, the last and evenly spaced ones between, so
 * a year of attempts does not print 200 dates on a 375 px screen.
 */
export function sparseTicks<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

/**
 * The points that get a date on the time axis: the first attempt of each day shown (several
 * attempts on one day would print the same date again), thinned to at most `max`.
 */
export function dayTicks(dates: readonly string[], label: (iso: string) => string, max: number) {
  const firsts = dates.flatMap((date, index) =>
    index === 0 || label(date) !== label(dates[index - 1]!) ? [index] : [],
  );
  return sparseTicks(firsts, max);
}

/** Whether the dashboard has anything honest to chart: only real, submitted attempts count. */
export const hasAttempts = (analytics: Analytics) => analytics.attempts > 0;

/** The counts of a focused practice paper on one chapter (issue 5). */
export const PRACTICE_COUNTS = { mcq: 5, shortAnswer: 3, longAnswer: 1, caseStudy: 0 } as const;

/** POST /api/papers for "Practise this chapter". */
export function practiceRequest(chapter: ChapterPerformance, title: string): CreatePaperInput {
  return {
    country: chapter.country,
    curriculum: chapter.curriculum,
    class: chapter.class,
    subject: chapter.subject,
    chapters: [chapter.chapter],
    counts: { ...PRACTICE_COUNTS },
    title: title.slice(0, 120),
  };
}
