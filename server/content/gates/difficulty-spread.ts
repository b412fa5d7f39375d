import { Difficulties } from '@common/schemas/question';
import type { ScopedQuestion } from '../bank';

/** Each difficulty's least share of one kind and mark value: half of a mixed paper's 30/50/20. */
export const LEAST_SHARE = { easy: 0.15, medium: 0.25, hard: 0.1 } as const;
/** Groups smaller than this are not judged (a new chapter's first questions). */
const SPREAD_MIN_GROUP = 10;

/**
 * Per subject and per kind and mark value (2-mark short answers apart from 3-mark ones), every
 * difficulty holds at least its least share, so a mixed paper can keep its 30/50/20 in every
 * section.
 */
export function difficultySpread(questions: readonly ScopedQuestion[]): string[] {
  const groups = new Map<string, ScopedQuestion[]>();
  for (const q of questions) {
    const style = q.type === 'mcq' ? q.style : 'standard';
    const key = `${q.curriculum}/${q.class}/${q.subject}: ${q.type}${style === 'assertion-reason' ? ' (assertion-reason)' : ''}, ${q.marks} marks`;
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  const problems: string[] = [];
  for (const [key, list] of groups) {
    if (list.length < SPREAD_MIN_GROUP) continue;
    for (const d of Difficulties) {
      const n = list.filter((q) => q.difficulty === d).length;
      if (n / list.length < LEAST_SHARE[d])
        problems.push(
          `${key}: ${n} of ${list.length} are ${d}; at least ${Math.ceil(LEAST_SHARE[d] * list.length)} are needed`,
        );
    }
  }
  return problems;
}
