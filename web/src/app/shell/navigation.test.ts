import { describe, expect, it } from 'vitest';
import { isCurrent } from './navigation';

const at = (url: string) => {
  const [pathname = '', search = ''] = url.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

describe('the current view in the navigation (issue 12)', () => {
  it('highlights only the view shown, though Generate and Dashboard share /generate', () => {
    expect(isCurrent('/generate', at('/generate'))).toBe(true);
    expect(isCurrent('/generate', at('/generate?paper=abc'))).toBe(true);
    expect(isCurrent('/generate?view=analytics-dashboard', at('/generate'))).toBe(false);
    expect(isCurrent('/generate', at('/generate?view=analytics-dashboard'))).toBe(false);
    expect(
      isCurrent('/generate?view=analytics-dashboard', at('/generate?view=analytics-dashboard')),
    ).toBe(true);
    expect(isCurrent('/my-papers', at('/generate?view=my-papers'))).toBe(true);
    expect(isCurrent('/my-papers', at('/my-papers'))).toBe(true);
    expect(isCurrent('/solve', at('/my-papers'))).toBe(false);
  });
});
