/** The ten interface languages of spec §1, English first (the fallback). */
export const UiLanguages = ['en', 'hi', 'mr', 'bn', 'ta', 'te', 'kn', 'ml', 'gu', 'pa'] as const;
export type UiLanguage = (typeof UiLanguages)[number];

/** A language code the interface knows, else English. */
export function uiLanguageOf(code: string | undefined): UiLanguage {
  const base = (code ?? '').split('-')[0] as UiLanguage;
  return UiLanguages.includes(base) ? base : 'en';
}
