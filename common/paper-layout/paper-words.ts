import type { PaperSection } from '../schemas/paper';
import type { QuestionLanguage } from '../schemas/question';

/** What a section's heading names: its style (assertion-reason) or its type. */
export type SectionKind = NonNullable<PaperSection['style']> | PaperSection['type'];

/**
 * A paper's own words, in the paper's language (not the reader's interface language): the one
 * table the screen and the PDF both print from, so a Hindi paper reads Hindi throughout.
 */
export type PaperWords = {
  /** The language tag of the paper's text, for `lang`. */
  lang: string;
  class: (n: number) => string;
  timeAllowed: string;
  maximumMarks: string;
  paperCode: string;
  generalInstructions: string;
  section: (id: string) => string;
  kinds: Record<SectionKind, string>;
  marksEach: (n: number) => string;
  attemptAny: (attempt: number, count: number) => string;
  /** "Short answer questions" and "2 marks each" as one section heading. */
  sectionKind: (kind: string, marks: string) => string;
  /** Marks in words ("2 marks"): a total, or what a screen reader says for "[2]". */
  marks: (n: number) => string;
  duration: (minutes: number) => string;
  assertion: string;
  reason: string;
  or: string;
  answer: string;
  solution: string;
  answerKey: string;
  /** The heading of the credit lines of questions adapted from openly licensed works. */
  sources: string;
  markingScheme: string;
  page: string;
  of: string;
  /** The blanks a student fills in at the top of the paper. */
  student: { name: string; roll: string; section: string };
};

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

const en: PaperWords = {
  lang: 'en',
  class: (n) => `Class ${n}`,
  timeAllowed: 'Time allowed:',
  maximumMarks: 'Maximum marks:',
  paperCode: 'Paper code:',
  generalInstructions: 'General instructions',
  section: (id) => `Section ${id}`,
  kinds: {
    mcq: 'Multiple choice questions',
    'assertion-reason': 'Assertion-reason questions',
    short: 'Short answer questions',
    long: 'Long answer questions',
    case: 'Case study questions',
  },
  marksEach: (n) => `${plural(n, 'mark', 'marks')} each`,
  attemptAny: (attempt, count) => `answer any ${attempt} of ${count}`,
  sectionKind: (kind, marks) => `${kind}, ${marks}`,
  marks: (n) => plural(n, 'mark', 'marks'),
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return plural(minutes, 'minute', 'minutes');
    if (rest === 0) return plural(hours, 'hour', 'hours');
    return `${hours} h ${rest} min`;
  },
  assertion: 'Assertion (A):',
  reason: 'Reason (R):',
  or: 'OR',
  answer: 'Answer:',
  solution: 'Solution:',
  answerKey: 'Answer key',
  sources: 'Sources',
  markingScheme: 'Answer key and marking scheme',
  page: 'Page',
  of: 'of',
  student: { name: 'Name', roll: 'Roll no.', section: 'Section' },
};

const hi: PaperWords = {
  lang: 'hi',
  class: (n) => `कक्षा ${n}`,
  timeAllowed: 'निर्धारित समय:',
  maximumMarks: 'अधिकतम अंक:',
  paperCode: 'प्रश्न पत्र कोड:',
  generalInstructions: 'सामान्य निर्देश',
  section: (id) => `खंड ${id}`,
  kinds: {
    mcq: 'बहुविकल्पीय प्रश्न',
    'assertion-reason': 'अभिकथन-कारण प्रश्न',
    short: 'लघु उत्तरीय प्रश्न',
    long: 'दीर्घ उत्तरीय प्रश्न',
    case: 'केस आधारित प्रश्न',
  },
  marksEach: (n) => `प्रत्येक ${n} अंक`,
  attemptAny: (attempt, count) => `${count} में से किन्हीं ${attempt} के उत्तर दें`,
  sectionKind: (kind, marks) => `${kind}, ${marks}`,
  marks: (n) => `${n} अंक`,
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `${minutes} मिनट`;
    if (rest === 0) return `${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`;
    return `${hours} घंटे ${rest} मिनट`;
  },
  assertion: 'अभिकथन (A):',
  reason: 'कारण (R):',
  or: 'अथवा',
  answer: 'उत्तर:',
  solution: 'हल:',
  answerKey: 'उत्तर कुंजी',
  sources: 'स्रोत',
  markingScheme: 'उत्तर कुंजी एवं अंक योजना',
  page: 'पृष्ठ',
  of: '/',
  student: { name: 'नाम', roll: 'अनुक्रमांक', section: 'वर्ग' },
};

const byLanguage: Record<QuestionLanguage, PaperWords> = { en, hi };

/** The words of a paper's language; English for a language without a table. */
export function paperWords(language: QuestionLanguage): PaperWords {
  return byLanguage[language] ?? en;
}
