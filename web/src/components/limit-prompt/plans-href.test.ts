import { describe, expect, it } from 'vitest';
import { plansHref } from './plans-href';

describe('plansHref', () => {
  it('links to the plans of a paper’s scope', () => {
    expect(plansHref({ country: 'in', curriculum: 'in-cbse', class: 10 })).toBe(
      '/subscription?country=in&curriculum=in-cbse&class=10',
    );
    expect(plansHref({ curriculum: 'uk-gcse', class: 11 })).toBe(
      '/subscription?country=uk&curriculum=uk-gcse&class=11',
    );
  });
});
