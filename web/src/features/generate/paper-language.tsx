import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { QuestionLanguage } from '@common/schemas/question';
import { loadLanguage } from '@/i18n';

const PaperT = createContext<TFunction | null>(null);

/**
 * A paper's own words (Section, marks, Time allowed, OR, Answer) in the paper's language, not
 * the reader's: a Hindi paper reads Hindi throughout, as its PDF does (issue 12). The reader's
 * controls around it (buttons, notices) stay in the interface language.
 */
export function PaperLanguage({
  language,
  children,
}: {
  language: QuestionLanguage;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  // Set once the language's words have arrived: the new render hands down a new t.
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    if (!i18n.hasResourceBundle(language, 'translation'))
      void loadLanguage(language).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return <PaperT.Provider value={i18n.getFixedT(language)}>{children}</PaperT.Provider>;
}

/** The t of the paper around a component, else the interface language's. */
export function usePaperT(): TFunction {
  const { t } = useTranslation();
  return useContext(PaperT) ?? t;
}
