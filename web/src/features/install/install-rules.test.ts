import { afterEach, describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_DISMISSED_KEY } from './constants';
import {
  isSuppressed,
  manualInstallSteps,
  readDismissedAt,
  saveDismissedAt,
} from './install-rules';

const day = 24 * 60 * 60 * 1000;
const dismissed = new Date('2026-03-01T10:00:00.000Z');
const after = (ms: number) => new Date(dismissed.getTime() + ms);

describe('the install prompt suppression', () => {
  afterEach(() => localStorage.clear());

  it('hides the card for 7 days after a dismissal, then lets it back', () => {
    const stored = dismissed.toISOString();
    expect(isSuppressed(stored, after(0))).toBe(true);
    expect(isSuppressed(stored, after(7 * day - 1))).toBe(true);
    expect(isSuppressed(stored, after(7 * day))).toBe(false);
    expect(isSuppressed(stored, after(30 * day))).toBe(false);
  });

  it('ignores a missing, unreadable or future date', () => {
    expect(isSuppressed(null, dismissed)).toBe(false);
    expect(isSuppressed('not a date', dismissed)).toBe(false);
    expect(isSuppressed(after(day).toISOString(), dismissed)).toBe(false);
  });

  it('stores the dismissal as an ISO date under install-prompt-dismissed', () => {
    saveDismissedAt(dismissed);
    expect(localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('2026-03-01T10:00:00.000Z');
    expect(readDismissedAt()).toBe('2026-03-01T10:00:00.000Z');
  });
});

describe('the manual install steps', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const macSafari =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

  it('tells iPhone and iPad users to use the Share button', () => {
    expect(manualInstallSteps(iphone, 5)).toBe('ios');
    expect(manualInstallSteps(macSafari, 5)).toBe('ios'); // iPadOS presents itself as a Mac
  });

  it('tells Safari on a Mac to add to the Dock, and anyone else to look in the menu', () => {
    expect(manualInstallSteps(macSafari, 0)).toBe('safari-mac');
    expect(manualInstallSteps(firefox, 0)).toBe('other');
  });
});
