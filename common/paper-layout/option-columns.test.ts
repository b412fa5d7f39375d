import { describe, expect, it } from 'vitest';
import { AssertionReasonOptions } from '../assertion-reason';
import { optionColumns } from './option-columns';

const standard = (options: string[]) => ({ style: 'standard' as const, options });

describe('how options are set (issue 13)', () => {
  it('sets four short options across, medium ones two by two, long ones one per line', () => {
    expect(optionColumns(standard(['$2, 3$', '$1, 6$', '$-2, -3$', '$5, 6$']))).toBe(4);
    expect(optionColumns(standard(['$\\frac{15}{17}$', '$\\frac{8}{15}$', '1', '2']))).toBe(4);
    expect(optionColumns(standard(['Both are rational numbers', 'x', 'y', 'z']))).toBe(2);
    expect(optionColumns(standard(['a', 'b', 'c']))).toBe(2);
    expect(
      optionColumns(
        standard(['The shadow is longer than the pole at noon in June', 'b', 'c', 'd']),
      ),
    ).toBe(1);
  });

  it('sets the four sentences of an assertion-reason question one per line', () => {
    expect(
      optionColumns({ style: 'assertion-reason', options: [...AssertionReasonOptions.en] }),
    ).toBe(1);
    expect(optionColumns({ style: 'assertion-reason', options: ['a', 'b', 'c', 'd'] })).toBe(1);
  });
});
