import type { QuestionLanguage } from '@common/schemas/question';

const MAX_TITLE = 120;
const SUFFIX: Record<QuestionLanguage, (n: number) => string> = {
  en: (n) => ` (variant ${n})`,
  hi: (n) => ` (रूपांतर ${n})`,
};
const ANY_SUFFIX = / \((?:variant|रूपांतर) (\d+)\)$/;

/** A title without its "(variant n)": the title the variants of one paper share. */
export const baseTitle = (title: string) => title.replace(ANY_SUFFIX, '');

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
  const suffix = SUFFIX[language](highest + 1);
  return base.slice(0, MAX_TITLE - suffix.length).trimEnd() + suffix;
}
