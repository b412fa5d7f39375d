import { describe, expect, it } from 'vitest';
import { QuestionLanguages } from '../schemas/question';
import { paperWords } from './paper-words';

describe("a paper's words (issue 13)", () => {
  it('has a table for every language a paper can be written in', () => {
    for (const language of QuestionLanguages) expect(paperWords(language).lang).toBe(language);
  });

  it('says a duration in hours and minutes, in the paper’s language', () => {
    const en = paperWords('en');
    expect([45, 60, 180, 90].map(en.duration)).toEqual([
      '45 minutes',
      '1 hour',
      '3 hours',
      '1 h 30 min',
    ]);
    expect(en.duration(1)).toBe('1 minute');
    const hi = paperWords('hi');
    expect([45, 60, 180, 90].map(hi.duration)).toEqual([
      '45 मिनट',
      '1 घंटा',
      '3 घंटे',
      '1 घंटे 30 मिनट',
    ]);
  });

  it('counts marks in words', () => {
    expect([1, 2].map(paperWords('en').marks)).toEqual(['1 mark', '2 marks']);
    expect(paperWords('en').marksEach(1)).toBe('1 mark each');
    expect(paperWords('hi').marks(2)).toBe('2 अंक');
  });
});
