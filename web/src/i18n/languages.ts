import type { UiLanguage } from '@common/languages';

/** The ten languages of spec §1 (common/languages.ts), with their names as their readers write them. */
export const Languages = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'mr', name: 'मराठी' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'te', name: 'తెలుగు' },
  { code: 'kn', name: 'ಕನ್ನಡ' },
  { code: 'ml', name: 'മലയാളം' },
  { code: 'gu', name: 'ગુજરાતી' },
  { code: 'pa', name: 'ਪੰਜਾਬੀ' },
] as const satisfies readonly { code: UiLanguage; name: string }[];

export type LanguageCode = (typeof Languages)[number]['code'];

export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';
