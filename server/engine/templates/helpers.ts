import type { TemplateLanguage } from '../template';

/** Small number helpers shared by the templates (integers only, no floats shown). */

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

export const lcm = (a: number, b: number) => Math.abs(a * b) / gcd(a, b);

/** The integers lo..hi that pass the filter (all of them without one). */
export function range(lo: number, hi: number, keep: (n: number) => boolean = () => true) {
  const out: number[] = [];
  for (let n = lo; n <= hi; n++) if (keep(n)) out.push(n);
  return out;
}

/** Prime factors with repetition, smallest first: 12 -> [2, 2, 3]. */
export function primeFactors(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p++) {
    while (rest % p === 0) {
      out.push(p);
      rest /= p;
    }
  }
  if (rest > 1) out.push(rest);
  return out;
}

/** The marks note after a step: "(1 mark)", "(2 marks)", "(1 अंक)". */
export function marks(n: number, language: TemplateLanguage): string {
  if (language === 'hi') return `(${n} अंक)`;
  return `(${n} mark${n === 1 ? '' : 's'})`;
}

/** English or Hindi, for the many short strings a template writes. */
export const say = (language: TemplateLanguage, en: string, hi: string) =>
  language === 'hi' ? hi : en;

/** Full stop: "." in English, "।" in Hindi. */
export const stop = (language: TemplateLanguage) => (language === 'hi' ? '।' : '.');

/**
 * The English indefinite article before a number as it is read aloud: "an 18 V battery",
 * "an 880 W iron", "a 1100 W heater" (eight…, eleven…, eighteen… begin with a vowel sound).
 */
export function article(n: number): 'a' | 'an' {
  const digits = `${Math.abs(n)}`;
  if (digits.startsWith('8')) return 'an';
  const elevenOrEighteen = digits.startsWith('11') || digits.startsWith('18');
  return elevenOrEighteen && digits.length % 3 === 2 ? 'an' : 'a';
}
