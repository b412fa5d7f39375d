import { describe, expect, it } from 'vitest';
import { testPool } from '../../engine/test-pool';
import { PAPERS_BEFORE_A_REPEAT, presetCapacity } from './capacity';
import { readCatalog } from '../../content/catalog';
import type { ContentStore } from '../../content/content-store';

const catalog = readCatalog();
const preset = catalog.presets.find((p) => p.id === 'cbse-10-mathematics-standard')!;
const chapters = catalog.subjects
  .find((s) => s.curriculum === 'in-cbse' && s.class === 10 && s.id === 'mathematics')!
  .chapters.map((c) => c.id);
const storeWith = (perBucket: number) =>
  ({ catalog, pool: () => testPool(chapters, perBucket) }) as unknown as ContentStore;

describe('the capacity check (npm run content:capacity)', () => {
  it('counts repeats when a bank is too small for five papers in a row', () => {
    const result = presetCapacity(storeWith(1), preset);
    expect(result.failed).toBe(0);
    expect(result.repeats.length).toBeGreaterThan(0);
  });

  it('counts a case study whose internal choice is a whole second case, not a sub-part', () => {
    // The synthetic cases carry no sub-part choice, so the choice falls back to a second case.
    expect(presetCapacity(storeWith(4), preset).caseChoicesNotInPart).toBeGreaterThan(0);
  });

  it('finds nothing wrong when the bank is deep enough', () => {
    const result = presetCapacity(storeWith(12), preset);
    expect(result.repeats).toEqual([]);
    expect(result.failed + result.missingChoices).toBe(0);
    expect(PAPERS_BEFORE_A_REPEAT).toBe(5);
  });
});
