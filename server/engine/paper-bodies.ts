import type { PaperQuestionBody, PaperSection } from '@common/schemas/paper';

/** Every question a paper holds, its "OR" alternatives too, in paper order. */
export const paperBodies = (sections: readonly PaperSection[]): PaperQuestionBody[] =>
  sections.flatMap((s) => s.questions.flatMap((q) => [q, ...(q.or ? [q.or] : [])]));
