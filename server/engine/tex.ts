import Fraction from 'fraction.js';

/**
 * Tidy TeX for generated numbers and expressions (parametric-questions.md §5.5): never "+ -3",
 * "1x", "x^1", "+ 0" or float debris.
 */
export function fracTex(value: Fraction): string {
  const n = Number(value.n);
  const d = Number(value.d);
  const sign = Number(value.s) < 0 && n !== 0 ? '-' : '';
  return d === 1 ? `${sign}${n}` : `${sign}\\frac{${n}}{${d}}`;
}

/** An integer with a leading operator, for use after another term: "+ 3" or "- 3". */
export function signed(n: number): string {
  return n < 0 ? `- ${-n}` : `+ ${n}`;
}

/** One term of a polynomial: coefficient and power tidied ("x", "-x", "3x^{2}", "5"). */
export function term(coefficient: number, variable = 'x', power = 1): string {
  if (power === 0) return `${coefficient}`;
  const v = power === 1 ? variable : `${variable}^{${power}}`;
  if (coefficient === 1) return v;
  if (coefficient === -1) return `-${v}`;
  return `${coefficient}${v}`;
}

/** A polynomial from [coefficient, power] pairs, zero terms dropped: "2x^{2} - 3x + 1". */
export function polynomial(terms: readonly (readonly [number, number])[], variable = 'x'): string {
  const parts = terms.filter(([c]) => c !== 0);
  if (parts.length === 0) return '0';
  return parts
    .map(([c, p], i) => {
      if (i === 0) return term(c, variable, p);
      const body = term(Math.abs(c), variable, p);
      return c < 0 ? `- ${body}` : `+ ${body}`;
    })
    .join(' ');
}

/** A number in Indian grouping (1,00,000), never a raw float. */
export function indian(n: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 }).format(
    Object.is(n, -0) ? 0 : n,
  );
}
