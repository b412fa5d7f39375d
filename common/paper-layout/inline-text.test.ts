import { describe, expect, it } from 'vitest';
import { inlineRuns, keepsWhole } from './inline-text';

describe('inline question text (issue 13)', () => {
  it('reads **bold** and $maths$, and leaves everything else as written', () => {
    expect(inlineRuns('Find **all** $x$ <b>here</b>')).toEqual([
      { kind: 'text', text: 'Find ', bold: false },
      { kind: 'text', text: 'all', bold: true },
      { kind: 'text', text: ' ', bold: false },
      { kind: 'math', tex: 'x', display: false },
      { kind: 'text', text: ' <b>here</b>', bold: false },
    ]);
  });

  it('keeps a full stop or comma right after an inline formula on its line', () => {
    expect(inlineRuns('is $5$. Then $x$, $y$')).toEqual([
      { kind: 'text', text: 'is ', bold: false },
      { kind: 'math', tex: '5', display: false, after: '.' },
      { kind: 'text', text: ' Then ', bold: false },
      { kind: 'math', tex: 'x', display: false, after: ',' },
      { kind: 'text', text: ' ', bold: false },
      { kind: 'math', tex: 'y', display: false },
    ]);
    expect(inlineRuns('$5$।')).toEqual([{ kind: 'math', tex: '5', display: false, after: '।' }]);
  });

  it('tells a short formula, kept whole on a phone, from a long one that must break', () => {
    expect(keepsWhole('x = 10')).toBe(true);
    expect(keepsWhole('\\frac{15}{17}')).toBe(true);
    expect(keepsWhole('D = b^2 - 4ac = 1^2 - 4(2)(-15) = 121')).toBe(false);
  });

  it('never glues punctuation to a display formula', () => {
    expect(inlineRuns('$$x^2$$.')).toEqual([
      { kind: 'math', tex: 'x^2', display: true },
      { kind: 'text', text: '.', bold: false },
    ]);
  });
});
