import type { PaperSummary } from '@common/schemas/attempt';
import type { StoredNames } from '../content/catalog';
import type { PaperRow } from '../db/schema';

/**
 * A paper in the My Papers list, with how often it was attempted and the best score; its board
 * and subject named in the reader's language.
 */
export function presentPaperSummary(
  row: PaperRow,
  attempts: { count: number; bestScore: number | null },
  names: StoredNames,
): PaperSummary {
  const { content } = row;
  return {
    id: row.id,
    title: row.title,
    curriculum: row.curriculum,
    curriculumName: names.curriculum(row.curriculum, content.curriculumName),
    class: row.classNumber,
    subject: row.subject,
    subjectName: names.subject(row.curriculum, row.classNumber, row.subject, content.subjectName),
    totalMarks: row.totalMarks,
    questionCount: row.questionCount,
    language: content.language,
    createdAt: row.createdAt.toISOString(),
    attempts: attempts.count,
    bestScore: attempts.bestScore,
  };
}
