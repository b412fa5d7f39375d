import { createContext, useContext, type ReactNode } from 'react';
import { paperWords, type PaperWords } from '@common/paper-layout/paper-words';
import type { QuestionLanguage } from '@common/schemas/question';

const Words = createContext<PaperWords>(paperWords('en'));

/**
 * A paper's own words (Section, marks, Time allowed, OR, Answer) in the paper's language, not
 * the reader's: a Hindi paper reads Hindi throughout, as its PDF does, from the one table both
 * print (common/paper-layout/paper-words). The reader's controls around it (buttons, notices)
 * stay in the interface language.
 */
export function PaperLanguage({
  language,
  children,
}: {
  language: QuestionLanguage;
  children: ReactNode;
}) {
  return <Words.Provider value={paperWords(language)}>{children}</Words.Provider>;
}

/** The words of the paper around a component (English outside one). */
export function usePaperWords(): PaperWords {
  return useContext(Words);
}
