import type { AttemptAnswer } from '@common/schemas/attempt';
import type { PaperQuestion, PaperQuestionBody, PaperSection } from '@common/schemas/paper';

export type Answers = Record<string, AttemptAnswer>;

/** The alternative the student is answering: the "OR" question when chosen and present. */
export function chosenBody(
  question: PaperQuestion,
  answer: AttemptAnswer | undefined,
): PaperQuestionBody {
  return answer?.choice === 'or' && question.or ? question.or : question;
}

/** Answered as the server marks it: an option for an MCQ, some text for a written answer. */
export function isAnswered(question: PaperQuestion, answer: AttemptAnswer | undefined): boolean {
  if (!answer) return false;
  return chosenBody(question, answer).type === 'mcq'
    ? answer.optionIndex !== undefined
    : Boolean(answer.text?.trim());
}

/** How far a group of sections has got: answered, all, and how many must be answered. */
export function progressOf(sections: PaperSection[], answers: Answers) {
  let answered = 0;
  let total = 0;
  let missing = 0;
  for (const section of sections) {
    const done = section.questions.filter((q) => isAnswered(q, answers[String(q.number)])).length;
    answered += done;
    total += section.questions.length;
    // In an "attempt any n" section only n answers are asked for.
    missing += Math.max(0, (section.attempt ?? section.questions.length) - done);
  }
  return { answered, total, missing };
}

/** The answer after picking an option: one option, for the alternative being answered. */
export function withOption(answer: AttemptAnswer | undefined, optionIndex: number): AttemptAnswer {
  return { choice: answer?.choice ?? 'main', optionIndex };
}

/** The answer after typing: the text, for the alternative being answered. */
export function withText(answer: AttemptAnswer | undefined, text: string): AttemptAnswer {
  return { choice: answer?.choice ?? 'main', text };
}

/**
 * The answer after choosing the other alternative: a picked option belonged to the other
 * question's options, so it goes; written text stays for the student to rework.
 */
export function withChoice(
  answer: AttemptAnswer | undefined,
  choice: 'main' | 'or',
): AttemptAnswer {
  if (answer?.choice === choice) return answer;
  return answer?.text === undefined ? { choice } : { choice, text: answer.text };
}

/** True when two answer maps say the same thing. */
export function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (
      (x?.choice ?? 'main') !== (y?.choice ?? 'main') ||
      x?.optionIndex !== y?.optionIndex ||
      (x?.text ?? '') !== (y?.text ?? '')
    )
      return false;
  }
  return true;
}

/** The copy kept on this device: every answer, and whether the server has it all yet. */
export type LocalCopy = { answers: Answers; unsaved: boolean; changedAt: number };

const storageKey = (attemptId: string) => `prashna.attempt.${attemptId}`;

/** The device's copy of an attempt's answers, or null when there is none (or it is unreadable). */
export function readLocalCopy(attemptId: string): LocalCopy | null {
  try {
    const raw = localStorage.getItem(storageKey(attemptId));
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<LocalCopy>;
    if (!copy.answers || typeof copy.answers !== 'object') return null;
    return {
      answers: copy.answers,
      unsaved: copy.unsaved === true,
      changedAt: copy.changedAt ?? 0,
    };
  } catch {
    return null;
  }
}

/** Keeps the answers on this device; a full or blocked storage must not stop the attempt. */
export function writeLocalCopy(attemptId: string, copy: LocalCopy) {
  try {
    localStorage.setItem(storageKey(attemptId), JSON.stringify(copy));
  } catch (error) {
    console.warn('Could not keep the answers on this device', error);
  }
}

/** Forgets the device's copy once the attempt is submitted. */
export function removeLocalCopy(attemptId: string) {
  try {
    localStorage.removeItem(storageKey(attemptId));
  } catch {
    // Nothing to forget.
  }
}

/**
 * The answers to carry on with: the server's, overlaid with the device's copy when that holds
 * changes the server never got (it is the newer one: it was written before each save).
 */
export function mergeAnswers(server: Answers, local: LocalCopy | null): Answers {
  if (!local?.unsaved) return server;
  return { ...server, ...local.answers };
}
