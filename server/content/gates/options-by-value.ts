import type { BankQuestion } from '@common/schemas/question';

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
