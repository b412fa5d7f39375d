import { describe, expect, it } from 'vitest';
import { hardLineBreaks, splitMath, textBlocks } from './math-text';

describe('question text (issue 12)', () => {
  it('splits paragraphs at blank lines, and a line break inside one reads as a space', () => {
    expect(textBlocks('Area $= 462$.\n\nThe whole circle\nis $1386$.')).toEqual([
      { kind: 'paragraph', text: 'Area $= 462$.' },
      { kind: 'paragraph', text: 'The whole circle is $1386$.' },
    ]);
    expect(hardLineBreaks('The whole circle\nis $1386$.\n\nFine.')).toEqual([
      'The whole circle\nis $1386$.',
    ]);
  });

  it('reads a block of |rows| as a table: header, rule, rows', () => {
    expect(textBlocks('Find the mean:\n\n| x | f |\n|---|---|\n| 1 | 2 |')).toEqual([
      { kind: 'paragraph', text: 'Find the mean:' },
      {
        kind: 'table',
        rows: [
          ['x', 'f'],
          ['1', '2'],
        ],
      },
    ]);
    expect(hardLineBreaks('| x | f |\n|---|---|\n| 1 | 2 |')).toEqual([]);
  });

  it('keeps maths apart from text', () => {
    expect(splitMath('So $x = 4$.')).toEqual([
      { kind: 'text', value: 'So ' },
      { kind: 'math', value: 'x = 4', display: false },
      { kind: 'text', value: '.' },
    ]);
  });
});
