import type { TFunction } from 'i18next';

/** An option's name, marked "(coming soon)" when it cannot make a paper yet (issue 12). */
export const comingSoon = (t: TFunction, name: string, available: boolean) =>
  available ? name : t('generate.comingSoon', { name });
