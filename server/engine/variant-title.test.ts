import { describe, expect, it } from 'vitest';
import { baseTitle, variantTitle } from './variant-title';

describe('the title of a new variant (issue 12)', () => {
  it('numbers variants after the original, from 2, past any already made', () => {
    expect(variantTitle('Unit test', 'en', ['Unit test'])).toBe('Unit test (variant 2)');
    expect(
      variantTitle('Unit test (variant 2)', 'en', ['Unit test', 'Unit test (variant 2)']),
    ).toBe('Unit test (variant 3)');
    expect(
      variantTitle('Unit test', 'en', ['Unit test (variant 5)', 'Other (variant 9)', 'Unit test']),
    ).toBe('Unit test (variant 6)');
  });

  it("writes the paper's language and keeps within the 120 characters of a title", () => {
    expect(variantTitle('गणित: कक्षा 10', 'hi', [])).toBe('गणित: कक्षा 10 (रूपांतर 2)');
    const long = 'x'.repeat(120);
    const second = variantTitle(long, 'en', [long]);
    expect(second.length).toBeLessThanOrEqual(120);
    expect(second.endsWith(' (variant 2)')).toBe(true);
    // The variants of a long title still count on from each other.
    expect(variantTitle(long, 'en', [long, second])).toMatch(/ \(variant 3\)$/);
    expect(variantTitle(second, 'en', [long, second])).toMatch(/ \(variant 3\)$/);
    expect(baseTitle('Set A (variant 4)')).toBe('Set A');
  });
});
