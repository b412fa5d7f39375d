import type { QuestionLanguage } from '@common/schemas/question';

const MAX_TITLE = 120;
const SUFFIX: Record<QuestionLanguage, (n: number) => string> = {
  en: (n) => ` (variant ${n})`,
  hi: (n) => ` (रूपांतर ${n})`,
};
const ANY_SUFFIX = / \((?:variant|रूपांतर) (\d+)\)$/;

/** Room left in a 120-character title for the longest suffix, "(variant 999)" or its Hindi. */
const ROOM = MAX_TITLE - Math.max(...Object.values(SUFFIX).map((suffix) => suffix(999).length));

/**
 * A title without its "(variant n)", shortened to leave room for one: the title all the variants
 * of one paper share, however long the original's.
 */
export const baseTitle = (title: string) => title.replace(ANY_SUFFIX, '').slice(0, ROOM).trimEnd();

/**
 * The title of a new variant of a paper: its base title and the next free number, "(variant 2)"
 * for the first (the original is the first of the set), in the paper's language. `taken` are
 * titles the user already has, so two variants never share a title (issue 12).
 */
export function variantTitle(
  title: string,
  language: QuestionLanguage,
  taken: readonly string[],
): string {
  const base = baseTitle(title);
  let highest = 1;
  for (const other of taken) {
    const match = ANY_SUFFIX.exec(other);
    if (match && baseTitle(other) === base) highest = Math.max(highest, Number(match[1]));
  }
  return base + SUFFIX[language](highest + 1);
}
