import type { PaperSummary } from '@common/schemas/attempt';

export type FilterOption = { value: string; label: string };

/** The subjects of the user's own papers, once each, by name (so no filter ever finds nothing). */
export function subjectOptions(papers: readonly PaperSummary[]): FilterOption[] {
  const names = new Map<string, string>();
  for (const paper of papers)
    if (!names.has(paper.subject)) names.set(paper.subject, paper.subjectName);
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The classes of the user's own papers, once each, lowest first, named by `label`. */
export function classOptions(
  papers: readonly PaperSummary[],
  label: (classNumber: number) => string,
): FilterOption[] {
  return [...new Set(papers.map((paper) => paper.class))]
    .sort((a, b) => a - b)
    .map((classNumber) => ({ value: String(classNumber), label: label(classNumber) }));
}

/**
 * Keeps the chosen value among the choices even when no paper has it any more (after a delete,
 * or from a shared address), so the select always shows what the list is filtered by.
 */
export function withChosen(options: FilterOption[], chosen: string): FilterOption[] {
  if (!chosen || options.some((option) => option.value === chosen)) return options;
  return [...options, { value: chosen, label: chosen }];
}
