import { useTranslation } from 'react-i18next';
import { uiLanguageOf, type UiLanguage } from '@common/languages';

/** The interface language, for calls that name things in it (a change re-renders the caller). */
export function useUiLanguage(): UiLanguage {
  return uiLanguageOf(useTranslation().i18n.language);
}
