import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { LANGUAGE_STORAGE_KEY, Languages, type LanguageCode } from './languages';
import { loadScriptFont } from './script-fonts';

// English ships in the main bundle (it is the fallback); the other nine load on demand.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*.json',
  '!./locales/en.json',
]);

function isLanguage(code: string | null): code is LanguageCode {
  return Languages.some((language) => language.code === code);
}

/**
 * Loads a language's strings and script font without switching to it: a Hindi paper shown to an
 * English reader needs the Hindi words for its own labels.
 */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  const font = loadScriptFont(code);
  if (!i18n.hasResourceBundle(code, 'translation')) {
    const loader = loaders[`./locales/${code}.json`];
    if (loader) i18n.addResourceBundle(code, 'translation', (await loader()).default, true, true);
  }
  await font;
}

/** Loads a language's strings if needed, switches to it, remembers it and sets <html lang>. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await i18n.changeLanguage(code);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  document.documentElement.lang = code;
}

/** Starts i18n with the remembered language, English as the fallback. */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored) && stored !== 'en') await changeLanguage(stored).catch(() => undefined);
  else document.documentElement.lang = 'en';
}

export { i18n };
