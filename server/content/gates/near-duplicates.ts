import type { BankQuestion } from '@common/schemas/question';
import type { ScopedQuestion } from '../bank';

const STOPWORDS = new Set(
  'the and for are its his her their what which who whom whose how why when where that this these those with from into onto than then them they was were has have had been being will would can could may might shall should does did not all any each some find give show state write name following given using use used one per also both either neither other another such very more most less least much many own same just only our out over under between there here about above below after before while because'.split(
    ' ',
  ),
);

/** A rough singular: "boxes" → "box", "triangles" → "triangle", "glass" stays. */
export const singular = (word: string) =>
  /(?:s|x|z|ch|sh)es$/.test(word)
    ? word.slice(0, -2)
    : /[^s]s$/.test(word) && !/(?:us|is)$/.test(word)
      ? word.slice(0, -1)
      : word;

/** The content words (roughly stemmed) and the numbers of what a question asks. */
function taskTerms(question: BankQuestion): Set<string> {
  const en = question.en as Record<string, unknown>;
  const parts = [en.stem, en.assertion, en.reason, en.passage].filter(
    (t): t is string => typeof t === 'string',
  );
  if (question.type === 'case') parts.push(...question.en.parts.map((p) => p.stem));
  const text = parts
    .join(' ')
    .toLowerCase()
    .replace(/\\[a-z]+/g, ' ');
  const words = (text.match(/[a-z]{3,}/g) ?? []).filter((w) => !STOPWORDS.has(w)).map(singular);
  return new Set([...words, ...(text.match(/\d+(?:\.\d+)?/g) ?? [])]);
}

/** The share of terms two sets have in common (Jaccard), 0 to 1. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const s of a) if (b.has(s)) common += 1;
  return common / (a.size + b.size - common);
}

/**
 * Two questions ask the same task when most of the content words and numbers of what they ask
 * (stem, assertion and reason, passage and parts; not options or solutions) are the same: tuned
 * on the examiner's pairs (issue 14), which it finds, with few same-chapter pairs besides.
 * Sets of fewer terms ("Which of these is irrational?") are left to review.
 */
export const NEAR_DUPLICATE = { similarity: 0.55, fewestTerms: 5 } as const;

/**
 * Pairs of questions of one subject, in any class, that ask the same task with (nearly) the same
 * words and numbers.
 */
export function nearDuplicates(
  questions: readonly ScopedQuestion[],
  /** Pairs a reviewer judged to be different tasks (content/near-duplicates.yaml). */
  distinct: readonly (readonly [string, string])[] = [],
): string[] {
  const judged = new Set(distinct.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const bySubject = new Map<string, { q: ScopedQuestion; t: Set<string> }[]>();
  for (const q of questions) {
    const key = `${q.curriculum}/${q.subject}`;
    const list = bySubject.get(key) ?? [];
    list.push({ q, t: taskTerms(q) });
    bySubject.set(key, list);
  }
  const problems: string[] = [];
  for (const list of bySubject.values())
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!.t;
        const b = list[j]!.t;
        if (Math.min(a.size, b.size) < NEAR_DUPLICATE.fewestTerms) continue;
        if (judged.has(`${list[i]!.q.id}|${list[j]!.q.id}`)) continue;
        const score = similarity(a, b);
        if (score >= NEAR_DUPLICATE.similarity)
          problems.push(
            `${list[i]!.q.id}: nearly the same question as ${list[j]!.q.id} (similarity ${score.toFixed(2)})`,
          );
      }
  return problems;
}
