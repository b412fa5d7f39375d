import { describe, expect, it } from 'vitest';
import { roundDown, siteFacts, type SiteStats } from './site-facts';

const today: SiteStats = {
  ratings: { average: 4.8, count: 3 },
  users: 42,
  coverage: [{ curriculum: 'in-cbse', short: 'CBSE', classes: [9, 10] }],
  languages: ['en', 'hi'],
};

describe('the landing page figures (issue 12)', () => {
  it('leaves out every figure too small to show, and says what exists', () => {
    expect(siteFacts(today)).toEqual({
      rating: null,
      users: null,
      boards: null,
      classes: null,
      languages: ['en', 'hi'],
      coverage: today.coverage,
    });
  });

  it('shows a rating from 10 ratings of 4 or better, to one decimal', () => {
    expect(siteFacts({ ...today, ratings: { average: 4.66, count: 10 } }).rating).toEqual({
      average: 4.7,
      count: 10,
    });
    expect(siteFacts({ ...today, ratings: { average: 3.9, count: 500 } }).rating).toBeNull();
    expect(siteFacts({ ...today, ratings: { average: 5, count: 9 } }).rating).toBeNull();
  });

  it('rounds users down to a round figure from 100, never up', () => {
    expect(siteFacts({ ...today, users: 99 }).users).toBeNull();
    expect(siteFacts({ ...today, users: 100 }).users).toBe(100);
    expect(siteFacts({ ...today, users: 312 }).users).toBe(250);
    expect(siteFacts({ ...today, users: 49_999 }).users).toBe(25_000);
    expect(roundDown(1_234_567)).toBe(1_200_000);
  });

  it('counts boards and classes once there are enough of them', () => {
    const wide: SiteStats = {
      ...today,
      coverage: [
        { curriculum: 'in-cbse', short: 'CBSE', classes: [6, 7, 8, 9, 10] },
        { curriculum: 'in-cisce-icse', short: 'ICSE', classes: [9, 10] },
        { curriculum: 'in-up-upmsp', short: 'UP Board', classes: [10] },
      ],
    };
    expect(siteFacts(wide)).toMatchObject({ boards: 3, classes: 5 });
    // The same class at several boards is one class to a reader.
    const three: SiteStats = {
      ...today,
      coverage: [
        { curriculum: 'in-cbse', short: 'CBSE', classes: [9, 10] },
        { curriculum: 'in-up-upmsp', short: 'UP Board', classes: [10] },
        { curriculum: 'in-mp-mpbse', short: 'MP Board', classes: [9, 10] },
      ],
    };
    expect(siteFacts(three)).toMatchObject({ boards: 3, classes: null });
    expect(siteFacts({ ...today, languages: ['en'] }).languages).toBeNull();
  });
});
