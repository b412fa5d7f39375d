import type { PaperQuestionBody } from '@common/schemas/paper';
import type { QuestionLanguage } from '@common/schemas/question';
import { kindKey, type PoolEntry, type QuestionPool } from './pool';
import { renderBankEntry, renderTemplateInstance } from './render-question';
import { createRng } from './rng';
import { instantiate, TemplateExhausted } from './template';

/** How many fresh variants a template is asked for before it counts as giving none new. */
const TEMPLATE_TRIES = 12;

/** The ref a paper keeps of a question: the bank id, or the template variant's fingerprint. */
export const questionRef = (q: PaperQuestionBody) =>
  q.source.kind === 'bank' ? q.source.id : q.source.fingerprint;

export type ReplacementInput = {
  pool: QuestionPool;
  /** The question being replaced: its type, style, chapter and difficulty are kept. */
  current: PaperQuestionBody;
  /** Refs of every question the paper holds (the current one too): none comes back. */
  used: ReadonlySet<string>;
  /** Refs of the user's recent papers: taken only when nothing else is left. */
  avoid: ReadonlySet<string>;
  seed: number;
  language: QuestionLanguage;
};

function tryTemplate(entry: PoolEntry, input: ReplacementInput, label: string) {
  for (let i = 0; i < TEMPLATE_TRIES; i++) {
    try {
      const instance = instantiate(entry.template!, `swap:${input.seed}|${label}|${i}`);
      if (!input.used.has(instance.fingerprint)) return instance;
    } catch (error) {
      if (!(error instanceof TemplateExhausted)) throw error;
      return undefined;
    }
  }
  return undefined;
}

/**
 * Another question for the same slot of a paper (issue 12, "swap a question"): the same type,
 * style, chapter and difficulty, printed at the same marks; a question written for those marks
 * first, one the user has not met recently first, and a template gives a fresh variant. Null when
 * the bank has nothing else for the slot. Pure: the same input and seed give the same question.
 */
export function pickReplacement(input: ReplacementInput): PaperQuestionBody | null {
  const { current } = input;
  const bucket = input.pool.bucket(
    kindKey(current.type, current.style),
    current.chapter,
    current.difficulty,
  );
  if (bucket.length === 0) return null;
  const start = createRng(`swap:${input.seed}`).int(0, bucket.length - 1);
  const order = bucket.map((_, i) => bucket[(start + i) % bucket.length]!);
  for (const allowAvoided of [false, true]) {
    for (const sameMarks of [true, false]) {
      for (const entry of order) {
        if (sameMarks && entry.marks !== current.marks) continue;
        if (!entry.template) {
          if (input.used.has(entry.ref)) continue;
          if (!allowAvoided && input.avoid.has(entry.ref)) continue;
          return renderBankEntry(entry, current.marks, input.language);
        }
        const instance = tryTemplate(entry, input, entry.ref);
        if (instance) return renderTemplateInstance(entry, instance, current.marks, input.language);
      }
    }
  }
  return null;
}

/** Whether a question has any other to swap in (the same rule as pickReplacement, without rendering). */
export function hasReplacement(input: Omit<ReplacementInput, 'avoid' | 'language'>): boolean {
  const { current } = input;
  const bucket = input.pool.bucket(
    kindKey(current.type, current.style),
    current.chapter,
    current.difficulty,
  );
  return bucket.some((entry) =>
    entry.template
      ? tryTemplate(entry, { ...input, avoid: new Set(), language: 'en' }, entry.ref) !== undefined
      : !input.used.has(entry.ref),
  );
}
