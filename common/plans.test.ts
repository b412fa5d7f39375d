import { describe, expect, it } from 'vitest';
import { YEARLY_PER_MONTH_INR, YEARLY_SAVING_INR } from './plans';

describe('plans', () => {
  it('match the spec §9 figures: save 789, about 83 a month', () => {
    expect(YEARLY_SAVING_INR).toBe(789);
    expect(YEARLY_PER_MONTH_INR).toBe(83);
  });
});
