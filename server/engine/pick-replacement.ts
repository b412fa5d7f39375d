import type { PaperQuestionBody } from '@common/schemas/paper';
import type { QuestionLanguage } from '@common/schemas/question';
import {
  fitsSlot,
  hasPartChoice,
  kindKey,
  TEMPLATE_USES_PER_PAPER,
  type PoolEntry,
  type QuestionPool,
} from './pool';
import { renderBankEntry, renderTemplateInstance } from './render-question';
import { createRng } from './rng';
import { instantiate, TemplateExhausted, type TemplateInstance } from './template';

/** How many fresh variants a template is asked for before it counts as giving none new. */
const TEMPLATE_TRIES = 12;

/** The ref a paper keeps of a question: the bank id, or the template variant's fingerprint. */
export const questionRef = (q: PaperQuestionBody) =>
  q.source.kind === 'bank' ? q.source.id : q.source.fingerprint;

export type ReplacementInput = {
  pool: QuestionPool;
  /** The question being replaced: its type, style, chapter and difficulty are kept. */
  current: PaperQuestionBody;
  /** Every question the paper holds, alternatives too (the current one among them). */
  paper: readonly PaperQuestionBody[];
  /** Refs of the user's recent papers: taken only when nothing else is left. */
  avoid: ReadonlySet<string>;
  seed: number;
};

type Found = { entry: PoolEntry; instance?: TemplateInstance };

/**
 * The first question that may take the current one's place, by the generator's rules
 * (generate-paper.ts): never one the paper holds; a template at most TEMPLATE_USES_PER_PAPER
 * times in a paper; for a short answer a question written for its marks first; one the user has
 * not met recently first. Null when the bank has nothing else for the slot.
 */
function firstReplacement(input: ReplacementInput): Found | null {
  const { current } = input;
  const bucket = input.pool.bucket(
    kindKey(current.type, current.style),
    current.chapter,
    current.difficulty,
  );
  if (bucket.length === 0) return null;
  const used = new Set(input.paper.map(questionRef));
  const templateUses = new Map<string, number>();
  for (const q of input.paper)
    if (q !== current && q.source.kind === 'template')
      templateUses.set(q.source.id, (templateUses.get(q.source.id) ?? 0) + 1);
  const start = createRng(`swap:${input.seed}`).int(0, bucket.length - 1);
  const order = bucket.map((_, i) => bucket[(start + i) % bucket.length]!);
  const marksMatter = current.type === 'short';
  // A case study that offered its choice inside it is replaced by one that can, first.
  const partChoice = current.parts?.some((part) => part.or) ?? false;
  for (const allowAvoided of [false, true]) {
    for (const sameMarks of marksMatter ? [true, false] : [false]) {
      for (const entry of partChoice ? [...order.filter(hasPartChoice), ...order] : order) {
        if (!entry.template) {
          if (sameMarks && entry.marks !== current.marks) continue;
          if (used.has(entry.ref)) continue;
          if (!allowAvoided && input.avoid.has(entry.ref)) continue;
          return { entry };
        }
        if (!fitsSlot(entry, current.marks)) continue;
        if ((templateUses.get(entry.template.id) ?? 0) >= TEMPLATE_USES_PER_PAPER) continue;
        const instance = freshVariant(entry, used, `swap:${input.seed}|${entry.ref}`);
        if (instance) return { entry, instance };
      }
    }
  }
  return null;
}

/** A variant of a template that the paper does not hold yet, if a few tries find one. */
function freshVariant(entry: PoolEntry, used: ReadonlySet<string>, key: string) {
  for (let i = 0; i < TEMPLATE_TRIES; i++) {
    try {
      const instance = instantiate(entry.template!, `${key}|${i}`);
      if (!used.has(instance.fingerprint)) return instance;
    } catch (error) {
      if (!(error instanceof TemplateExhausted)) throw error;
      return undefined;
    }
  }
  return undefined;
}

/**
 * Another question for the same slot of a paper (issue 12, "swap a question"): the same type,
 * style, chapter and difficulty, printed at the same marks, in the paper's language. Pure: the
 * same input and seed give the same question.
 */
export function pickReplacement(
  input: ReplacementInput & { language: QuestionLanguage },
): PaperQuestionBody | null {
  const found = firstReplacement(input);
  if (!found) return null;
  const { current } = input;
  // A case study that offered its choice inside it keeps offering one.
  const partChoice = current.parts?.some((part) => part.or) ?? false;
  return found.instance
    ? renderTemplateInstance(found.entry, found.instance, current.marks, input.language)
    : renderBankEntry(found.entry, current.marks, input.language, { partChoice });
}

/** Whether a question has another to swap in: the same rule as pickReplacement. */
export const hasReplacement = (input: ReplacementInput): boolean =>
  firstReplacement(input) !== null;
