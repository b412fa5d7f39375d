/** The paper a refusal was about: its plans are the ones to offer. */
export type PaperScope = { country?: string; curriculum: string; class: number };

/**
 * The subscription page for one scope: /subscription?country=&curriculum=&class= (the page reads
 * them back into its picker). Without a country, the curriculum id's first part names it (catalog
 * ids read "in-cbse", "uk-gcse").
 */
export function plansHref(scope: PaperScope): string {
  const country = scope.country || scope.curriculum.split('-')[0] || '';
  const params = new URLSearchParams({
    country,
    curriculum: scope.curriculum,
    class: String(scope.class),
  });
  return `/subscription?${params.toString()}`;
}
