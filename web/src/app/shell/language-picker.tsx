import { useTranslation } from 'react-i18next';
import { Languages as LanguagesIcon } from 'lucide-react';
import { changeLanguage } from '@/i18n';
import { track } from '@/lib/events';
import { Languages, type LanguageCode } from '@/i18n/languages';

/** Picks one of the ten languages; the choice is remembered in the browser. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{t('nav.language')}</span>
      <LanguagesIcon
        className="pointer-events-none absolute left-2 h-4 w-4 text-slate-500"
        aria-hidden
      />
      <select
        value={i18n.language}
        onChange={(event) => {
          const code = event.target.value as LanguageCode;
          void changeLanguage(code).then(() => track('language_change', { language: code }));
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white pl-7 pr-2 text-sm"
      >
        {Languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
