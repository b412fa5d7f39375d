import Fraction from 'fraction.js';
import type { FigureInput } from '@common/schemas/figure';
import type { Competency, Difficulty, Provenance } from '@common/schemas/question';
import { createRng, type Rng } from './rng';
import { fracTex } from './tex';

export type TemplateLanguage = 'en' | 'hi';

/** What an answer or option shows, and its exact value when it is a number. */
export type Value = { tex: string; exact?: Fraction };

export const exact = (value: Fraction | number | bigint): Value => {
  const f = new Fraction(value as number);
  return { tex: fracTex(f), exact: f };
};

/** Draws parameters, each from its own named stream (docs/question-templates.md §2). */
export interface Draw {
  int(name: string, lo: number, hi: number, exclude?: readonly number[]): number;
  pick<T>(name: string, items: readonly T[]): T;
}

export interface TemplateText {
  /** Markdown with math between $...$. */
  stem: string;
  /** The final answer as shown in the answer key (Markdown). */
  answer: string;
  /** Worked steps, in order; the last one reaches the answer. */
  steps: string[];
}

export interface Distractor<P> {
  id: string;
  /** The misconception behind this wrong option, shown in the answer key. */
  misconception: string;
  /** Null when the mistake gives nothing different for this variant. */
  value: (params: P) => Value | null;
}

export interface TemplateScope {
  curriculum: string;
  class: number;
  subject: string;
  chapter: string;
}

export interface Template<P> {
  id: string;
  /** Bump on any change that alters the output for a key. */
  version: number;
  /**
   * Who wrote the template and who reviewed its texts and steps (never the writer); only a
   * reviewed template reaches papers, as with bank questions.
   */
  provenance: Provenance;
  scope: TemplateScope[];
  type: 'mcq' | 'short' | 'long';
  difficulty: Difficulty;
  marks: number;
  competencies: Competency[];
  tags: string[];
  /** The fewest distinct variants the property test accepts. */
  minVariants: number;
  /** Draw the parameters; build backwards so that most draws are valid. */
  draw: (d: Draw) => P;
  constraints?: { id: string; ok: (params: P) => boolean }[];
  maxTries?: number;
  answer: (params: P) => Value;
  /** An independent check of the answer (another method, or substituting back). */
  verify: (params: P, answer: Value) => true | string;
  text: (params: P, language: TemplateLanguage) => TemplateText;
  /** MCQ only: wrong options from named misconceptions, most telling first. */
  distractors?: Distractor<P>[];
  /** A figure drawn from the parameters (common/schemas/figure.ts), alt text in both languages. */
  figure?: (params: P) => FigureInput;
  /** Variant identity: two variants are the same question when these are equal. */
  fingerprint: (params: P) => string;
}

export const defineTemplate = <P>(template: Template<P>) => template;

/** A template of any parameter type, for lists of templates. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTemplate = Template<any>;

export type TemplateInstance<P = unknown> = {
  templateId: string;
  version: number;
  key: string;
  params: P;
  fingerprint: string;
  tries: number;
  answer: Value;
  /** MCQ only: four options with the key at answerIndex. */
  options?: Value[];
  answerIndex?: number;
  /** The misconception of each wrong option, by option index (MCQ only). */
  misconceptions?: (string | null)[];
};

export class TemplateExhausted extends Error {}

function drawFrom(rng: Rng): Draw {
  return {
    int(name, lo, hi, exclude = []) {
      const stream = rng.fork(`param:${name}`);
      const allowed = hi - lo + 1 - exclude.filter((x) => x >= lo && x <= hi).length;
      if (allowed <= 0) throw new RangeError(`no value left for ${name}`);
      for (;;) {
        const value = stream.int(lo, hi);
        if (!exclude.includes(value)) return value;
      }
    },
    pick: (name, items) => rng.fork(`param:${name}`).pick(items),
  };
}

const sameValue = (a: Value, b: Value) =>
  a.tex === b.tex || (a.exact !== undefined && b.exact !== undefined && a.exact.equals(b.exact));

/** Nearby wrong numbers in the style of num_to_schoice, keeping sign and integrality. */
function numericSpread(answer: Fraction, rng: Rng): Value[] {
  const magnitude = Math.abs(answer.valueOf());
  const integer = Number(answer.d) === 1;
  const step = integer ? Math.max(1, Math.round(magnitude / 10)) : 1;
  const offsets = rng.shuffle([1, 2, 3, 4, -1, -2, -3, -4]);
  const positive = answer.valueOf() > 0;
  return offsets
    .map((k) => answer.add(integer ? k * step : new Fraction(k, Number(answer.d))))
    .filter((f) => !positive || f.valueOf() > 0)
    .map((f) => exact(f));
}

function buildOptions<P>(template: Template<P>, params: P, answer: Value, rng: Rng) {
  const wrong: { value: Value; misconception: string | null }[] = [];
  const taken = (v: Value) => sameValue(v, answer) || wrong.some((w) => sameValue(w.value, v));
  for (const distractor of template.distractors ?? []) {
    const value = distractor.value(params);
    if (value && !taken(value) && wrong.length < 3)
      wrong.push({ value, misconception: distractor.misconception });
  }
  if (wrong.length < 3 && answer.exact) {
    for (const value of numericSpread(answer.exact, rng.fork('spread'))) {
      if (wrong.length < 3 && !taken(value)) wrong.push({ value, misconception: null });
    }
  }
  if (wrong.length < 3) return undefined;
  const answerIndex = rng.int(0, 3);
  const others = rng.shuffle(wrong);
  const ordered = [
    ...others.slice(0, answerIndex),
    { value: answer, misconception: null },
    ...others.slice(answerIndex),
  ];
  return {
    options: ordered.map((o) => o.value),
    misconceptions: ordered.map((o) => o.misconception),
    answerIndex,
  };
}

/**
 * One variant of a template for a key: parameters drawn from named streams, constraints checked
 * with capped retries (each retry its own key), the answer verified by the template's oracle,
 * and for MCQs four distinct options. Throws TemplateExhausted when no valid variant is found.
 */
export function instantiate<P>(template: Template<P>, key: string): TemplateInstance<P> {
  const maxTries = template.maxTries ?? 100;
  for (let tries = 0; tries < maxTries; tries++) {
    const rng = createRng(`${key}|${template.id}@${template.version}|try${tries}`);
    const params = template.draw(drawFrom(rng));
    if (!(template.constraints ?? []).every((c) => c.ok(params))) continue;
    const answer = template.answer(params);
    const verdict = template.verify(params, answer);
    if (verdict !== true) throw new Error(`${template.id} ${key}: ${verdict}`);
    const base = {
      templateId: template.id,
      version: template.version,
      key,
      params,
      fingerprint: template.fingerprint(params),
      tries: tries + 1,
      answer,
    };
    if (template.type !== 'mcq') return base;
    const mcq = buildOptions(template, params, answer, rng.fork('mcq'));
    if (mcq) return { ...base, ...mcq };
  }
  throw new TemplateExhausted(`${template.id}: no valid variant for ${key} in ${maxTries} tries`);
}
