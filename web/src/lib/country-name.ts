import type { TFunction } from 'i18next';

/** A country's name in the reader's language; the catalog and the signup list name it in English. */
export const countryName = (t: TFunction, country: { name: string }) =>
  t(`countries.${country.name}`, { defaultValue: country.name });
