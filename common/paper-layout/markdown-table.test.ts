import { describe, expect, it } from 'vitest';
import { isRuleRow, isTableRow, tableCells, tableRows } from './markdown-table';

describe('Markdown tables in question text (issue 13)', () => {
  it('knows a row by its bars', () => {
    expect(isTableRow('| x | f |')).toBe(true);
    expect(isTableRow('  |---|---|  ')).toBe(true);
    expect(isTableRow('x | f')).toBe(false);
    expect(isTableRow('$|x| = 3$')).toBe(false);
  });

  it('splits a row into trimmed cells, keeping empty ones', () => {
    expect(tableCells('| Class | 10–20 |  |')).toEqual(['Class', '10–20', '']);
  });

  it('keeps a bar inside a formula or written \\| as text', () => {
    expect(tableCells('| $|x|$ | 3 |')).toEqual(['$|x|$', '3']);
    expect(tableCells('| a \\| b | c |')).toEqual(['a | b', 'c']);
    expect(tableCells('| $\\|v\\|$ | 5 |')).toEqual(['$\\|v\\|$', '5']);
    // A "$" left open is no formula: the row splits at every bar.
    expect(tableCells('| US$ 5 | x |')).toEqual(['US$ 5', 'x']);
  });

  it('drops the rule under the header, and only a rule', () => {
    expect(isRuleRow(['---', ':--:', '--:'])).toBe(true);
    expect(isRuleRow(['1', '2'])).toBe(false);
    expect(tableRows(['| x | f |', '|---|---|', '| 1 | 2 |'])).toEqual([
      ['x', 'f'],
      ['1', '2'],
    ]);
    // Without a rule no row is lost.
    expect(tableRows(['| x | f |', '| 1 | 2 |'])).toEqual([
      ['x', 'f'],
      ['1', '2'],
    ]);
  });

  it('makes every row as wide as the widest, so no cell moves under the wrong heading', () => {
    expect(tableRows(['| x | f | g |', '|---|---|---|', '| 1 |', '| 1 | 2 | 3 | 4 |'])).toEqual([
      ['x', 'f', 'g', ''],
      ['1', '', '', ''],
      ['1', '2', '3', '4'],
    ]);
  });
});
