/**
 * The simple Markdown tables question text may hold (a header row, a |---| rule, body rows):
 * the one parser the screen, the PDF and the content checks share.
 */

const TABLE_ROW = /^\s*\|.*\|\s*$/;
const RULE_CELL = /^:?-+:?$/;

/** A line that is a table row: it starts and ends with "|". */
export const isTableRow = (line: string) => TABLE_ROW.test(line);

const naiveCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * The cells of one row, trimmed. A "|" inside a formula ($|x|$) or written "\|" is text, not a
 * cell border.
 */
export function tableCells(line: string): string[] {
  const row = line.trim().replace(/^\|/, '');
  const cells: string[] = [];
  let cell = '';
  let math = false;
  for (let i = 0; i < row.length; i += 1) {
    const c = row[i]!;
    if (c === '\\' && row[i + 1] === '|' && !math) {
      cell += '|';
      i += 1;
    } else if (c === '\\' && math) {
      // A TeX escape (\$, \|) stays as written, and never opens or closes the formula.
      cell += c + (row[i + 1] ?? '');
      i += 1;
    } else if (c === '$') {
      math = !math;
      cell += c;
    } else if (c === '|' && !math) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  // A "$" left open is not a formula: the row splits at every "|".
  if (math) return naiveCells(line);
  // The text after the closing "|" (nothing, for a well-formed row) is not a cell.
  if (cell.trim()) cells.push(cell.trim());
  return cells;
}

/** A row of dashes (with optional alignment colons) under the header. */
export const isRuleRow = (cells: readonly string[]) =>
  cells.length > 0 && cells.every((cell) => RULE_CELL.test(cell));

/**
 * The rows of a table, header first, without its rule: every row as wide as the widest, so
 * a short row never shifts its cells under the wrong heading.
 */
export function tableRows(lines: readonly string[]): string[][] {
  const rows = lines.map(tableCells).filter((cells, i) => !(i === 1 && isRuleRow(cells)));
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  return rows.map((cells) => [...cells, ...Array<string>(width - cells.length).fill('')]);
}
