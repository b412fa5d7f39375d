import type { AttemptAnswer, QuestionResult } from '@common/schemas/attempt';
import type { Paper, PaperQuestion, PaperQuestionBody } from '@common/schemas/paper';

/** The alternative the student answered: the "OR" question when chosen and present. */
export function chosenBody(
  question: PaperQuestion,
  answer: AttemptAnswer | undefined,
): PaperQuestionBody {
  return answer?.choice === 'or' && question.or ? question.or : question;
}

function isAnswered(body: PaperQuestionBody, answer: AttemptAnswer | undefined): boolean {
  if (!answer) return false;
  return body.type === 'mcq' ? answer.optionIndex !== undefined : Boolean(answer.text?.trim());
}

/**
 * Marks an attempt (issue 5): MCQs by the key, written answers by the student's own marks against
 * the marking scheme (null until given; a blank answer earns 0). In an "attempt any n" section
 * the first n answered questions count, as boards evaluate them.
 */
export function markAttempt(
  paper: Paper,
  answers: Readonly<Record<string, AttemptAnswer>>,
  selfMarks: Readonly<Record<string, number>>,
): { results: QuestionResult[]; score: number } {
  const results: QuestionResult[] = [];
  for (const section of paper.sections) {
    const sectionResults = section.questions.map((question): QuestionResult => {
      const answer = answers[String(question.number)];
      const body = chosenBody(question, answer);
      const answered = isAnswered(body, answer);
      let earned: number | null;
      if (!answered) earned = 0;
      else if (body.type === 'mcq')
        earned = answer!.optionIndex === body.answer.optionIndex ? question.marks : 0;
      else {
        const own = selfMarks[String(question.number)];
        earned = own === undefined ? null : Math.min(Math.max(own, 0), question.marks);
      }
      return {
        number: question.number,
        type: body.type,
        chapter: body.chapter,
        difficulty: body.difficulty,
        marks: question.marks,
        earned,
        counted: true,
        answered,
      };
    });
    if (section.attempt !== undefined) {
      const order = [...sectionResults].sort(
        (a, b) => Number(b.answered) - Number(a.answered) || a.number - b.number,
      );
      const counted = new Set(order.slice(0, section.attempt).map((r) => r.number));
      for (const r of sectionResults) r.counted = counted.has(r.number);
    }
    results.push(...sectionResults);
  }
  const score = results.reduce((sum, r) => sum + (r.counted ? (r.earned ?? 0) : 0), 0);
  return { results, score };
}

const hidden = (body: PaperQuestionBody): PaperQuestionBody => ({
  ...body,
  answer: { text: '', solution: '' },
});

/** The paper as a student sees it during an attempt: no answers, no solutions. */
export function withoutAnswers(paper: Paper): Paper {
  return {
    ...paper,
    sections: paper.sections.map((section) => ({
      ...section,
      questions: section.questions.map((q) => ({
        ...hidden(q),
        number: q.number,
        ...(q.or ? { or: hidden(q.or) } : {}),
      })),
    })),
  };
}
