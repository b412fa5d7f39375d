import { mathFragments } from '@common/math-text';
import type { BankQuestion } from '@common/schemas/question';
import { collectStrings } from '../texts';

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
