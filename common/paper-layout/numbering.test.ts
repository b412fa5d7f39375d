import { describe, expect, it } from 'vitest';
import { marksLabel, optionLabel, optionLetter, partLabel, questionLabel } from './numbering';
import { roman } from './roman';

describe('how a paper numbers what it prints (issue 13)', () => {
  it('labels options (a) (b) (c) (d), as a CBSE paper prints them, however many there are', () => {
    expect([0, 1, 2, 3].map(optionLabel)).toEqual(['(a)', '(b)', '(c)', '(d)']);
    expect(optionLetter(4)).toBe('e');
    expect(optionLetter(25)).toBe('z');
    expect(optionLetter(26)).toBe('aa');
    expect(optionLetter(27)).toBe('ab');
  });

  it('labels the parts of a question in Roman numerals (i) (ii) (iii), past the fifth too', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 9].map(partLabel)).toEqual([
      '(i)',
      '(ii)',
      '(iii)',
      '(iv)',
      '(v)',
      '(vi)',
      '(ix)',
      '(x)',
    ]);
  });

  it('writes any whole number in lower-case Roman numerals, and leaves others as digits', () => {
    expect([1, 4, 9, 14, 40, 90, 400, 1994, 3999].map(roman)).toEqual([
      'i',
      'iv',
      'ix',
      'xiv',
      'xl',
      'xc',
      'cd',
      'mcmxciv',
      'mmmcmxcix',
    ]);
    expect([0, -2, 1.5, 4000].map(roman)).toEqual(['0', '-2', '1.5', '4000']);
  });

  it('numbers a question "12." and prints its marks "[2]" in every language', () => {
    expect(questionLabel(12)).toBe('12.');
    expect(marksLabel(2)).toBe('[2]');
  });
});
