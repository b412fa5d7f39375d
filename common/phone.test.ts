import { describe, expect, it } from 'vitest';
import { isValidPhoneFor, maskPhone, nationalDigits, toE164 } from './phone';

describe('phones', () => {
  it('reads the usual ways of typing an Indian number', () => {
    for (const raw of ['9876543210', '09876543210', '98765 43210', '98765-43210'])
      expect(nationalDigits(raw)).toBe('9876543210');
    expect(toE164('India', '098765 43210')).toBe('+919876543210');
  });

  it.each([
    ['India', '9876543210', true],
    ['India', '5876543210', false],
    ['India', '987654321', false],
    ['United Kingdom', '7911123456', true],
    ['Australia', '412345678', true],
    ['Australia', '112345678', false],
    ['Singapore', '81234567', true],
    ['Singapore', '71234567', false],
    ['UAE', '501234567', true],
    ['Japan', '6012345678', false],
    ['Atlantis', '9876543210', false],
  ])('%s %s valid: %s', (country, phone, valid) => {
    expect(isValidPhoneFor(country, phone)).toBe(valid);
  });

  it('masks all but the last four digits', () => {
    expect(maskPhone('9876544321')).toBe('+91 ••••• •4321');
  });
});
