import type { PaperCounts, PaperMarks } from '@common/paper-marks';
import type { SectionPlan } from './generate-paper';

/**
 * The simple form's sections, in board order: MCQ, short, long, case study, lettered A, B, ...
 * With internal choice, a third of each written section (rounded down) offers an "OR".
 */
export function sectionsFromCounts(
  counts: PaperCounts,
  marks: PaperMarks,
  internalChoice: boolean,
): SectionPlan[] {
  const plan: Omit<SectionPlan, 'id'>[] = [
    { type: 'mcq', count: counts.mcq, marksEach: marks.mcqMarks, internalChoice: 0 },
    {
      type: 'short',
      count: counts.shortAnswer,
      marksEach: marks.shortAnswerMarks,
      internalChoice: 0,
    },
    { type: 'long', count: counts.longAnswer, marksEach: marks.longAnswerMarks, internalChoice: 0 },
    { type: 'case', count: counts.caseStudy, marksEach: marks.caseStudyMarks, internalChoice: 0 },
  ];
  return plan
    .filter((section) => section.count > 0)
    .map((section, i) => ({
      ...section,
      id: String.fromCharCode(65 + i),
      internalChoice: internalChoice && section.type !== 'mcq' ? Math.floor(section.count / 3) : 0,
    }));
}
