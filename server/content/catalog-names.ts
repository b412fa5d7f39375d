import { existsSync, readFileSync } from 'node:fs';
import { UiLanguages, type UiLanguage } from '@common/languages';
import {
  CatalogNamesSchema,
  type CatalogNames,
  type Curriculum,
  type Preset,
  type Subject,
} from '@common/schemas/catalog';
import { CATALOG_DIR } from './paths';

/**
 * The key of a chapter in the names files: curriculum/class/subject/chapter (a subject that shares
 * another board's book is named as that board's).
 */
export const chapterKey = (subject: Subject, chapter: string) =>
  `${subject.sharesBankOf ?? subject.curriculum}/${subject.class}/${subject.id}/${chapter}`;

/** Names of the catalog in one language, English (the catalog's own) where a name is missing. */
export type NameBook = {
  curriculum(curriculum: Curriculum): string;
  subject(subject: Subject): string;
  chapter(subject: Subject, chapter: { id: string; name: string }): string;
  preset(preset: Preset): string;
  sectionLabel(label: string): string;
};

export type CatalogNameBooks = (language: UiLanguage) => NameBook;

/** The catalog's own keys of each group, to refuse a names file that names something unknown. */
export type NameKeys = Record<Exclude<keyof CatalogNames, 'language'>, Set<string>>;

/** Every key a names file may hold, from the catalog: the same list the completeness test reads. */
export function nameKeys(catalog: {
  curricula: Curriculum[];
  subjects: Subject[];
  presets: Preset[];
}): NameKeys {
  return {
    curricula: new Set(catalog.curricula.map((c) => c.id)),
    subjects: new Set(catalog.subjects.map((s) => s.id)),
    chapters: new Set(
      catalog.subjects
        .filter((s) => !s.bookLanguage)
        .flatMap((s) => s.chapters.map((c) => chapterKey(s, c.id))),
    ),
    presets: new Set(catalog.presets.map((p) => p.id)),
    sectionLabels: new Set(
      catalog.presets.flatMap((p) => p.sections.flatMap((s) => (s.label ? [s.label] : []))),
    ),
  };
}

/**
 * Reads content/catalog/names/<lang>.json for every interface language but English. A file that
 * names a key the catalog does not have (a renamed chapter, a typo) stops the start: a name that
 * can never be shown is a mistake to fix, not to carry.
 */
export function readCatalogNames(keys: NameKeys): Map<UiLanguage, CatalogNames> {
  const files = new Map<UiLanguage, CatalogNames>();
  for (const language of UiLanguages.filter((l) => l !== 'en')) {
    const path = `${CATALOG_DIR}/names/${language}.json`;
    if (!existsSync(path)) continue;
    const names = CatalogNamesSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    if (names.language !== language) throw new Error(`${path}: language is "${names.language}"`);
    for (const group of Object.keys(keys) as (keyof NameKeys)[]) {
      const unknown = Object.keys(names[group]).filter((key) => !keys[group].has(key));
      if (unknown.length > 0)
        throw new Error(`${path}: ${group} not in the catalog: ${unknown.join(', ')}`);
    }
    files.set(language, names);
  }
  return files;
}

/** Looks names up in one language; English, as the catalog has it, is the fallback. */
export function nameBooks(files: Map<UiLanguage, CatalogNames>): CatalogNameBooks {
  return (language) => {
    const names = files.get(language);
    return {
      curriculum: (c) => names?.curricula[c.id] ?? c.name,
      subject: (s) => names?.subjects[s.id] ?? s.name,
      chapter: (s, c) =>
        s.bookLanguage ? c.name : (names?.chapters[chapterKey(s, c.id)] ?? c.name),
      preset: (p) => names?.presets[p.id] ?? p.name,
      sectionLabel: (label) => names?.sectionLabels[label] ?? label,
    };
  };
}
