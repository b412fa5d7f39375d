import type { UiLanguage } from '@common/languages';
import type {
  ChapterOption,
  ClassOption,
  CountryOption,
  CurriculumOption,
  PresetOption,
  SubjectOption,
} from '@common/schemas/paper';
import type { ContentStore } from '../../content/content-store';

/**
 * The picker's option lists, each with whether it can make a paper today and how many questions
 * it holds, named in the reader's language. International programmes (IB, Cambridge, Pearson)
 * are offered in every country.
 */

type Scope = { curriculum: string; class: number; lang: UiLanguage };

const className = (n: number) => (n === 0 ? 'Kindergarten' : `Class ${n}`);

const curriculaOf = ({ catalog }: ContentStore, country: string) =>
  catalog.curricula.filter((c) => c.country === country || c.country === 'intl');

/** Every country, with whether any of its boards holds questions. */
export function findCountries({ catalog, availability }: ContentStore): CountryOption[] {
  return catalog.countries.map(({ id, name, flag }) => ({
    id,
    name,
    flag,
    available: availability.country(id),
  }));
}

/** The boards taught in a country, and the international ones. */
export function findCurricula(
  content: ContentStore,
  query: { country: string; lang: UiLanguage },
): CurriculumOption[] {
  const names = content.catalog.names(query.lang);
  return curriculaOf(content, query.country).map((c) => ({
    id: c.id,
    name: names.curriculum(c),
    available: content.availability.curriculum(c.id),
  }));
}

/** The classes of a board (ids are strings, as spec §7 gives them). */
export function findClasses(
  content: ContentStore,
  query: { country: string; curriculum: string },
): ClassOption[] {
  const curriculum = curriculaOf(content, query.country).find((c) => c.id === query.curriculum);
  if (!curriculum) return [];
  return curriculum.classes.map((n) => ({
    id: String(n),
    name: className(n),
    available: content.availability.scope(curriculum.id, n),
  }));
}

/** The subjects of a class, with their question counts. */
export function findSubjects(content: ContentStore, query: Scope): SubjectOption[] {
  const names = content.catalog.names(query.lang);
  return content.catalog.subjects
    .filter((s) => s.curriculum === query.curriculum && s.class === query.class)
    .map((s) => ({
      id: s.id,
      name: names.subject(s),
      book: s.book,
      questionCount: content.pool(query.curriculum, query.class, s.id)?.size ?? 0,
      available: content.availability.subject(query.curriculum, query.class, s.id),
    }));
}

/** The chapters of a subject, with their question counts. */
export function findChapters(
  content: ContentStore,
  query: Scope & { subject: string },
): ChapterOption[] {
  const subject = content.catalog.subjects.find(
    (s) => s.curriculum === query.curriculum && s.class === query.class && s.id === query.subject,
  );
  if (!subject) return [];
  const counts = content.pool(query.curriculum, query.class, query.subject)?.chapterCounts;
  const names = content.catalog.names(query.lang);
  return subject.chapters.map((c) => ({
    ...c,
    name: names.chapter(subject, c),
    questionCount: counts?.get(c.id) ?? 0,
  }));
}

/** The board patterns of a subject. */
export function findPresets(
  content: ContentStore,
  query: Scope & { subject: string },
): PresetOption[] {
  const names = content.catalog.names(query.lang);
  return content.catalog.presets
    .filter(
      (p) =>
        p.curriculum === query.curriculum && p.class === query.class && p.subject === query.subject,
    )
    .map((p) => ({
      id: p.id,
      name: names.preset(p),
      durationMinutes: p.durationMinutes,
      totalMarks: p.totalMarks,
      questionCount: p.sections.reduce((sum, s) => sum + s.count, 0),
    }));
}
