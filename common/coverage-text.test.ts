import { describe, expect, it } from 'vitest';
import { coverageText, englishBoardPhrase } from './coverage-text';

describe('what the product covers, in words (issue 12)', () => {
  const cbse = { curriculum: 'in-cbse', short: 'CBSE', classes: [9, 10] };

  it('names each board with its classes, and grows with the catalog', () => {
    expect(coverageText([cbse], englishBoardPhrase, 'en')).toBe('CBSE classes 9 and 10');
    expect(
      coverageText(
        [
          { ...cbse, classes: [6, 7, 8, 9, 10] },
          { curriculum: 'in-cisce-icse', short: 'ICSE', classes: [10] },
        ],
        englishBoardPhrase,
        'en',
      ),
    ).toBe('CBSE classes 6, 7, 8, 9 and 10, ICSE class 10');
  });

  it('joins lists as the language does', () => {
    const phrase = ({ board, classes }: { board: string; classes: string }) =>
      `${board} कक्षा ${classes}`;
    expect(coverageText([cbse], phrase, 'hi')).toBe('CBSE कक्षा 9 और 10');
  });
});
