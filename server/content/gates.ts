import { Difficulties, type BankQuestion } from '@common/schemas/question';
import { mathFragments } from '@common/math-text';
import type { ScopedQuestion } from './bank';

/**
 * The bank's quality gates (issue 14), beyond the schema: what an examiner's audit found and a
 * loader can check. Each returns problems naming the question; readBank adds the file.
 */

// ---------------------------------------------------------------- options distinct by value

const SUPERSCRIPT: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};
/** Prefixes of the units options use, to compare 3.6 kJ with 3600 J. */
const PREFIXED: Record<string, [string, number]> = {
  kJ: ['J', 1e3],
  MJ: ['J', 1e6],
  kW: ['W', 1e3],
  MW: ['W', 1e6],
  kg: ['g', 1e3],
  mg: ['g', 1e-3],
  km: ['m', 1e3],
  cm: ['m', 1e-2],
  mm: ['m', 1e-3],
  kV: ['V', 1e3],
  mV: ['V', 1e-3],
  mA: ['A', 1e-3],
  kΩ: ['Ω', 1e3],
  kHz: ['Hz', 1e3],
  ms: ['s', 1e-3],
  mL: ['L', 1e-3],
  ml: ['L', 1e-3],
};

/**
 * The value of an option that is one number with an optional unit ("$3.6 \times 10^3$ J",
 * "$\frac{3}{4}$", "3600 J"), or null for anything else (words, lists, expressions).
 */
export function optionValue(option: string): { value: number; unit: string } | null {
  let s = option
    .replace(/\$/g, '')
    .replace(/\\[,;:! ]|~/g, ' ')
    .replace(/\\(?:mathrm|text)\{([^}]*)\}/g, '$1')
    .replace(/\\left|\\right/g, '')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (m) => `^{${[...m].map((c) => SUPERSCRIPT[c]).join('')}}`)
    .trim();
  s = s.replace(/\\d?frac\{(-?[\d.]+)\}\{([\d.]+)\}/g, '($1/$2)');
  const match =
    /^(-?)\s*(\(-?[\d.]+\/[\d.]+\)|-?\d[\d,]*(?:\.\d+)?)\s*(?:(?:\\times|×|x)\s*10\^\{?(-?\d+)\}?)?\s*(.*)$/.exec(
      s,
    );
  if (!match) return null;
  const [, sign, number, power, rest] = match;
  const unit = rest!.trim();
  // A unit is short and has no digits or spaces: anything longer is a phrase or an expression.
  if (unit.length > 6 || /[\d\s=+*/<>]|\\/.test(unit.replace(/\^\{?-?\d\}?/g, ''))) return null;
  let value: number;
  if (number!.startsWith('(')) {
    const [n, d] = number!.slice(1, -1).split('/').map(Number);
    value = n! / d!;
  } else {
    if (/,\d{1,2}(?!\d)/.test(number!)) return null; // "2, 3" is a list, not 2,3.
    value = Number(number!.replace(/,/g, ''));
  }
  if (!Number.isFinite(value)) return null;
  value *= (sign ? -1 : 1) * 10 ** Number(power ?? 0);
  const prefixed = PREFIXED[unit];
  return prefixed ? { value: value * prefixed[1], unit: prefixed[0] } : { value, unit };
}

/** Two options of an MCQ that are the same number (3.6 × 10³ J and 3600 J). */
export function sameValueOptions(question: BankQuestion): string[] {
  if (question.type !== 'mcq' || question.style !== 'standard') return [];
  const problems: string[] = [];
  for (const body of [question.en, question.hi]) {
    if (!body) continue;
    const values = body.options.map(optionValue);
    for (let i = 0; i < values.length; i++)
      for (let j = i + 1; j < values.length; j++) {
        const a = values[i];
        const b = values[j];
        if (
          a &&
          b &&
          a.unit === b.unit &&
          Math.abs(a.value - b.value) <= 1e-9 * Math.max(1, Math.abs(a.value))
        )
          problems.push(
            `${question.id}: options "${body.options[i]}" and "${body.options[j]}" are the same value`,
          );
      }
  }
  return [...new Set(problems)];
}

// ---------------------------------------------------------------- no English inside Hindi

/** Latin words a Hindi text may hold: units and symbols, as Hindi textbooks print them. */
const LATIN_ALLOWED = new Set([
  'cm',
  'mm',
  'km',
  'ppm',
  'ppb',
  'kg',
  'mg',
  'ml',
  'mol',
  'min',
  'kwh',
  'kw',
  'hz',
  'khz',
  'cal',
  'kcal',
  'nm',
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'cosec',
  'log',
  'ph',
  'atm',
  'amu',
  'rpm',
  'mph',
  'kmph',
  'max',
  'lcm',
  'hcf',
]);

/** Part numbers (i) to (x) and genotypes (RrYy) are not English words. */
const ROMAN = /^(?:i{1,3}|iv|v|vi{1,3}|ix|x)$/;
const GENOTYPE = /^(?:([a-z])\1)+$/;

/** English words in a Hindi text, outside math and inside \text{…} in math. */
export function englishInHindi(question: BankQuestion): string[] {
  if (!question.hi) return [];
  const found = new Set<string>();
  for (const text of collectStrings(question.hi)) {
    // Math, and italics (a scientific name: *Mangifera indica*), are not Hindi prose.
    const prose = text.replace(/\$[^$]*\$/g, ' ').replace(/\*[^*]+\*|_[^_]+_/g, ' ');
    for (const word of prose.match(/\b[a-z]{3,}\b/g) ?? [])
      if (!LATIN_ALLOWED.has(word) && !ROMAN.test(word) && !GENOTYPE.test(word)) found.add(word);
    for (const tex of mathFragments(text))
      for (const [, inner] of tex.matchAll(/\\(?:text|mathrm|textrm)\{([^}]*)\}/g))
        for (const word of inner!.match(/\b[a-z]{3,}\b/g) ?? [])
          if (!LATIN_ALLOWED.has(word)) found.add(`\\text{${inner}}`);
  }
  return [...found].map((word) => `${question.id}: English "${word}" in the Hindi text`);
}

/** Misspellings a Hindi-medium textbook never prints, with the standard form (मानक वर्तनी). */
const HINDI_SPELLINGS: Record<string, string> = {
  श्रृंखला: 'शृंखला',
  श्रृंखलन: 'शृंखलन',
  श्रृंगार: 'शृंगार',
};

/** Misspelt Hindi words, by the list above. */
export function hindiMisspellings(question: BankQuestion): string[] {
  if (!question.hi) return [];
  const text = collectStrings(question.hi).join(' ');
  return Object.entries(HINDI_SPELLINGS)
    .filter(([wrong]) => text.includes(wrong))
    .map(([wrong, right]) => `${question.id}: "${wrong}" in the Hindi text is spelt "${right}"`);
}

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}

// ---------------------------------------------------------------- near-duplicates

const STOPWORDS = new Set(
  'the and for are its his her their what which who whom whose how why when where that this these those with from into onto than then them they was were has have had been being will would can could may might shall should does did not all any each some find give show state write name following given using use used one per also both either neither other another such very more most less least much many own same just only our out over under between there here about above below after before while because'.split(
    ' ',
  ),
);

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
  const words = (text.match(/[a-z]{3,}/g) ?? [])
    .filter((w) => !STOPWORDS.has(w))
    .map((w) => w.replace(/(?:es|s)$/, ''));
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
export function nearDuplicates(questions: readonly ScopedQuestion[]): string[] {
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
        const score = similarity(a, b);
        if (score >= NEAR_DUPLICATE.similarity)
          problems.push(
            `${list[i]!.q.id}: nearly the same question as ${list[j]!.q.id} (similarity ${score.toFixed(2)})`,
          );
      }
  return problems;
}

// ---------------------------------------------------------------- difficulty spread

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
