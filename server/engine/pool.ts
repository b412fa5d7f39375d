import type { Difficulty, QuestionType } from '@common/schemas/question';
import type { ScopedQuestion } from '../content/bank';
import { subjectKey } from '../content/catalog';
import type { AnyTemplate } from './template';

/** A template may give at most this many (distinct) questions to one paper. */
export const TEMPLATE_USES_PER_PAPER = 2;

export type QuestionStyle = 'standard' | 'assertion-reason';

/** One question of the pool: a bank question, or a template that makes questions. */
export type PoolEntry = {
  ref: string;
  type: QuestionType;
  style: QuestionStyle;
  difficulty: Difficulty;
  chapter: string;
  marks: number;
  question?: ScopedQuestion;
  template?: AnyTemplate;
};

export const kindKey = (type: QuestionType, style: QuestionStyle = 'standard') =>
  `${type}:${style}`;

/**
 * Whether a question may fill a slot of `marks` marks: a template only at its own marks (its
 * step marks are worked out for them); a bank question at any (its marks are scaled, and the
 * generator asks for its own marks first). The generator, the swap and the capacity count all
 * follow this one rule.
 */
export const fitsSlot = (entry: PoolEntry, marks: number) =>
  !entry.template || entry.marks === marks;

/** A case study whose internal choice is inside it, in one of its parts. */
export const hasPartChoice = (entry: PoolEntry) =>
  entry.question?.type === 'case' && entry.question.en.parts.some((part) => part.or);

/**
 * The questions of one subject, indexed by kind, chapter and difficulty, so that a paper from a
 * bank of 100,000 questions never scans the whole bank.
 */
export class QuestionPool {
  private readonly buckets = new Map<string, PoolEntry[]>();
  /** Questions per chapter, for the picker's counts; counted once, the pool never changes. */
  readonly chapterCounts = new Map<string, number>();
  readonly size: number;

  constructor(entries: Iterable<PoolEntry>) {
    let size = 0;
    for (const entry of entries) {
      size += 1;
      this.chapterCounts.set(entry.chapter, (this.chapterCounts.get(entry.chapter) ?? 0) + 1);
      const key = this.key(kindKey(entry.type, entry.style), entry.chapter, entry.difficulty);
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(entry);
      else this.buckets.set(key, [entry]);
    }
    this.size = size;
  }

  private key(kind: string, chapter: string, difficulty: Difficulty) {
    return `${kind}|${chapter}|${difficulty}`;
  }

  bucket(kind: string, chapter: string, difficulty: Difficulty): readonly PoolEntry[] {
    return this.buckets.get(this.key(kind, chapter, difficulty)) ?? [];
  }

  /**
   * How many questions a paper could take from these chapters and difficulties for slots of
   * these marks: a template counts only for its own marks (fitsSlot).
   */
  capacity(
    kind: string,
    chapters: readonly string[],
    difficulties: readonly Difficulty[],
    marks: readonly number[],
  ): number {
    let total = 0;
    for (const chapter of chapters)
      for (const difficulty of difficulties)
        for (const entry of this.bucket(kind, chapter, difficulty))
          if (marks.some((m) => fitsSlot(entry, m)))
            total += entry.template ? TEMPLATE_USES_PER_PAPER : 1;
    return total;
  }
}

/** One pool per subject, from the bank and the templates. */
export function buildPools(
  questions: readonly ScopedQuestion[],
  templates: readonly AnyTemplate[],
): Map<string, QuestionPool> {
  const entries = new Map<string, PoolEntry[]>();
  const add = (key: string, entry: PoolEntry) => {
    const list = entries.get(key);
    if (list) list.push(entry);
    else entries.set(key, [entry]);
  };
  for (const question of questions) {
    add(subjectKey(question.curriculum, question.class, question.subject), {
      ref: question.id,
      type: question.type,
      style: question.type === 'mcq' ? question.style : 'standard',
      difficulty: question.difficulty,
      chapter: question.chapter,
      marks: question.marks,
      question,
    });
  }
  for (const template of templates) {
    for (const scope of template.scope) {
      add(subjectKey(scope.curriculum, scope.class, scope.subject), {
        ref: `template:${template.id}`,
        type: template.type,
        style: 'standard',
        difficulty: template.difficulty,
        chapter: scope.chapter,
        marks: template.marks,
        template,
      });
    }
  }
  return new Map([...entries].map(([key, list]) => [key, new QuestionPool(list)]));
}
