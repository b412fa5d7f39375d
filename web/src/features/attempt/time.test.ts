import { describe, expect, it } from 'vitest';
import { crossedMinute, durationParts, formatCountdown, formatMarks, markSteps } from './time';

describe('attempt times', () => {
  it('shows a countdown as a clock, counting a started second', () => {
    expect(formatCountdown(3 * 3600_000)).toBe('3:00:00');
    expect(formatCountdown(3600_000 + 65_000)).toBe('1:01:05');
    expect(formatCountdown(9 * 60_000 + 59_500)).toBe('10:00');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
  });

  it('announces 10 and 1 minutes left once each, as the time passes them', () => {
    expect(crossedMinute(600_500, 599_500)).toBe(10);
    expect(crossedMinute(599_500, 599_000)).toBeNull();
    expect(crossedMinute(60_200, 59_700)).toBe(1);
    // a long jump past both (a sleeping laptop) tells the latest
    expect(crossedMinute(700_000, 30_000)).toBe(1);
    // nothing at time up: submitting says it
    expect(crossedMinute(60_500, 0)).toBeNull();
  });

  it('measures the time taken', () => {
    expect(durationParts('2026-11-21T09:00:00Z', '2026-11-21T10:02:07Z')).toEqual({
      hours: 1,
      minutes: 2,
      seconds: 7,
    });
    expect(durationParts('2026-11-21T09:00:00Z', '2026-11-21T09:00:42.600Z')).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 43,
    });
  });

  it('offers self-marks from 0 to full marks in halves', () => {
    expect(markSteps(2)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(markSteps(1)).toEqual([0, 0.5, 1]);
    expect(formatMarks(1.5)).toBe('1.5');
    expect(formatMarks(4)).toBe('4');
  });
});
