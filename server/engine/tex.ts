import Fraction from 'fraction.js';

/**
 * Tidy TeX for generated numbers and expressions (docs/question-templates.md §5): never "+ -3",
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

/** An integer as a factor in a product: negative numbers in brackets, "(-3)". */
export function paren(n: number): string {
  return n < 0 ? `(${n})` : `${n}`;
}

/** A fraction as a factor in a product: negative fractions in brackets. */
export function parenFrac(value: Fraction): string {
  return value.valueOf() < 0 ? `\\left(${fracTex(value)}\\right)` : fracTex(value);
}

/** A list of factors joined by "\times": "2 \times 2 \times 3". */
export function product(factors: readonly (number | string)[]): string {
  return factors.join(' \\times ');
}

/** A prime factorisation in index form, no "^{1}": "2^{3} \times 3 \times 7^{2}". */
export function primePowers(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p++) {
    let k = 0;
    while (rest % p === 0) {
      rest /= p;
      k++;
    }
    if (k > 0) parts.push(k === 1 ? `${p}` : `${p}^{${k}}`);
  }
  if (rest > 1) parts.push(`${rest}`);
  return parts.join(' \\times ');
}

/**
 * A decimal from a scaled integer (1740 with 2 places is 17.40), trailing zeros dropped unless
 * kept: decimal(1740, 2) is "17.4", decimal(1740, 2, true) is "17.40".
 */
export function decimal(scaled: number, places: number, keepZeros = false): string {
  const sign = scaled < 0 ? '-' : '';
  const digits = `${Math.abs(scaled)}`.padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  let part = digits.slice(digits.length - places);
  if (!keepZeros) part = part.replace(/0+$/, '');
  return `${sign}${whole}${part ? `.${part}` : ''}`;
}

/** A terminating fraction as an exact decimal ("31.75"); throws when it does not terminate. */
export function fracDecimal(value: Fraction): string {
  for (let places = 0; places <= 12; places++) {
    const scaled = value.mul(10 ** places);
    if (Number(scaled.d) === 1) return decimal(Number(scaled.s) * Number(scaled.n), places);
  }
  throw new RangeError(`${value.toString()} has no short decimal form`);
}

/** A whole number in TeX, with Indian grouping from six digits on: "2{,}62{,}144". */
export function grouped(n: number): string {
  return Math.abs(n) >= 100000 ? indian(n).replace(/,/g, '{,}') : `${n}`;
}
