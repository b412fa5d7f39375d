/**
 * The spec's paper composition (§3): counts per type and marks per type, with the one helper
 * that totals marks. Defaults from §9.
 */
export type PaperCounts = {
  mcq: number;
  shortAnswer: number;
  longAnswer: number;
  caseStudy: number;
};
export type PaperMarks = {
  mcqMarks: number;
  shortAnswerMarks: number;
  longAnswerMarks: number;
  caseStudyMarks: number;
};

export const DEFAULT_MARKS: PaperMarks = {
  mcqMarks: 1,
  shortAnswerMarks: 2,
  longAnswerMarks: 5,
  caseStudyMarks: 8,
};

export const DEFAULT_COUNTS: PaperCounts = { mcq: 10, shortAnswer: 5, longAnswer: 3, caseStudy: 1 };

export const MAX_QUESTIONS_PER_PAPER = 100;
export const MAX_QUESTIONS_PER_TYPE = 60;
export const MAX_MARKS_PER_QUESTION = 20;
export const MIN_DURATION_MINUTES = 10;
export const MAX_DURATION_MINUTES = 360;
export const DEFAULT_DURATION_MINUTES = 90;

/** A paper's duration when none is typed: its pattern's, else the board's default. */
export const defaultDuration = (preset?: { durationMinutes: number }) =>
  preset?.durationMinutes ?? DEFAULT_DURATION_MINUTES;

/** A section as far as marks go: its questions, their marks, and "attempt any n" if it has one. */
export type MarkedSection = { count: number; marksEach: number; attempt?: number };

/** The marks a section counts: every question, or only the n a student must attempt. */
export const sectionMarks = (section: MarkedSection) =>
  Math.min(section.attempt ?? section.count, section.count) * section.marksEach;

/** The one rule for a paper's total, used by the form, the generator and the presets. */
export const sectionsTotal = (sections: readonly MarkedSection[]) =>
  sections.reduce((sum, section) => sum + sectionMarks(section), 0);

export function totalMarks(counts: PaperCounts, marks: PaperMarks): number {
  return sectionsTotal([
    { count: counts.mcq, marksEach: marks.mcqMarks },
    { count: counts.shortAnswer, marksEach: marks.shortAnswerMarks },
    { count: counts.longAnswer, marksEach: marks.longAnswerMarks },
    { count: counts.caseStudy, marksEach: marks.caseStudyMarks },
  ]);
}

export const questionCount = (counts: PaperCounts) =>
  counts.mcq + counts.shortAnswer + counts.longAnswer + counts.caseStudy;
