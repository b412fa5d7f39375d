import type { Coverage } from './schemas/site-facts';

/** "9 and 10", "9, 10 और 11": a list as the language writes one in India. */
const list = (items: string[], language: string) =>
  new Intl.ListFormat(`${language.split('-')[0]}-IN`, { type: 'conjunction' }).format(items);

/** How one board and its classes read in a language ("CBSE classes 9 and 10"). */
export type BoardPhrase = (board: { board: string; classes: string; count: number }) => string;

/**
 * What the product can make papers for, in words: "CBSE classes 9 and 10, UP Board class 10".
 * Made from the catalog's data, so it grows with it (issue 12); the landing page and the page's
 * description for search engines both say it this way.
 */
export function coverageText(coverage: Coverage[], phrase: BoardPhrase, language: string): string {
  // Boards go one after another with commas: each board's classes already say "and".
  return new Intl.ListFormat(`${language.split('-')[0]}-IN`, {
    type: 'unit',
    style: 'short',
  }).format(
    coverage.map((board) =>
      phrase({
        board: board.short,
        classes: list(board.classes.map(String), language),
        count: board.classes.length,
      }),
    ),
  );
}

/** The English phrase, for text the server writes (the page description search engines read). */
export const englishBoardPhrase: BoardPhrase = ({ board, classes, count }) =>
  `${board} ${count === 1 ? 'class' : 'classes'} ${classes}`;
