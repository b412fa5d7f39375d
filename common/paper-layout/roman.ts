const NUMERALS: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/**
 * A whole number from 1 up in lower-case Roman numerals (1 → "i", 4 → "iv", 9 → "ix"), as a
 * board paper numbers the parts of a question. Anything else comes back as its digits.
 */
export function roman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) return String(n);
  let rest = n;
  let out = '';
  for (const [value, numeral] of NUMERALS)
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  return out;
}
