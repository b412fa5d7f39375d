import { DEFAULT_COUNTS, DEFAULT_MARKS } from '@common/paper-marks';
import { sectionsFromCounts } from './count-sections';
import { generatePaper } from './generate-paper';
import type { QuestionPool } from './pool';

/**
 * Whether a subject can be offered as available: its pool makes the generate form's default
 * paper (10 MCQ, 5 short, 3 long, 1 case study, mixed difficulty) from all its chapters. A
 * subject that cannot is "coming soon" (issue 12: class 6 Mathematics held 4 questions and
 * failed at the first paper).
 */
export function canMakeDefaultPaper(
  pool: QuestionPool | undefined,
  chapters: readonly string[],
): boolean {
  if (!pool || pool.size === 0) return false;
  return generatePaper({
    pool,
    sections: sectionsFromCounts(DEFAULT_COUNTS, DEFAULT_MARKS, false),
    chapters,
    difficulty: 'mixed',
    seed: 1,
    avoid: new Set(),
    language: 'en',
  }).ok;
}
