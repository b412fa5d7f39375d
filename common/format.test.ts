import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent } from './format';

describe('formats for the UI language', () => {
  const iso = '2026-11-21T09:00:00.000Z';

  it('writes dates in the language, with Latin digits', () => {
    expect(formatDate(iso, 'en')).toBe('21 Nov 2026');
    for (const language of ['hi', 'mr', 'bn', 'ta', 'te', 'kn', 'ml', 'gu', 'pa']) {
      const text = formatDate(iso, language);
      expect(text, language).toMatch(/21/);
      expect(text, language).toMatch(/2026/);
      expect(text, language).not.toMatch(/Nov/);
    }
  });

  it('writes a date with its time in the same form, and one form per language', () => {
    expect(formatDateTime(iso, 'en')).toBe('21 Nov 2026, 2:30 pm'); // 09:00 UTC in India
    expect(formatDateTime(iso, 'hi').startsWith(formatDate(iso, 'hi'))).toBe(true);
  });

  it('gives the day in India, whatever the machine’s own time zone', () => {
    // 20:00 UTC on 21 November is 01:30 on 22 November in India.
    expect(formatDate('2026-11-21T20:00:00.000Z', 'en')).toBe('22 Nov 2026');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('writes numbers and percentages with at most one decimal', () => {
    expect(formatNumber(12, 'hi')).toBe('12');
    expect(formatNumber(45.55, 'bn')).toBe('45.6');
    expect(formatPercent(33.3, 'ta')).toBe('33.3%');
  });
});
