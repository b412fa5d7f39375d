import type { PaperSummary } from '@common/schemas/attempt';
import type { PaperRow } from '../db/schema';

/** A paper in the My Papers list, with how often it was attempted and the best score. */
export function presentPaperSummary(
  row: PaperRow,
  attempts: { count: number; bestScore: number | null },
): PaperSummary {
  const { content } = row;
  return {
    id: row.id,
    title: row.title,
    curriculum: row.curriculum,
    curriculumName: content.curriculumName,
    class: row.classNumber,
    subject: row.subject,
    subjectName: content.subjectName,
    totalMarks: row.totalMarks,
    questionCount: row.questionCount,
    language: content.language,
    createdAt: row.createdAt.toISOString(),
    attempts: attempts.count,
    bestScore: attempts.bestScore,
  };
}
