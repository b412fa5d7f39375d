import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { UiLanguage } from '@common/languages';
import {
  CountrySchema,
  CurriculumSchema,
  PresetSchema,
  SubjectSchema,
  type Country,
  type Curriculum,
  type Preset,
  type Subject,
} from '@common/schemas/catalog';
import { nameBooks, nameKeys, readCatalogNames, type CatalogNameBooks } from './catalog-names';
import { CATALOG_DIR } from './paths';

export type Catalog = {
  countries: Country[];
  curricula: Curriculum[];
  subjects: Subject[];
  presets: Preset[];
  /** The catalog's names in an interface language (English where one is missing). */
  names: CatalogNameBooks;
};

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(`${CATALOG_DIR}/${file}`, 'utf8')));
}

/**
 * Reads and validates content/catalog: countries, curricula, subjects with their chapters,
 * presets, and their names in the other interface languages.
 */
export function readCatalog(): Catalog {
  const lists = {
    countries: readJson('countries.json', z.strictObject({ countries: z.array(CountrySchema) }))
      .countries,
    curricula: readJson('curricula.json', z.strictObject({ curricula: z.array(CurriculumSchema) }))
      .curricula,
    subjects: readJson('subjects.json', z.strictObject({ subjects: z.array(SubjectSchema) }))
      .subjects,
    presets: readJson('presets.json', z.strictObject({ presets: z.array(PresetSchema) })).presets,
  };
  lists.subjects.push(...sharedSubjects(lists.curricula, lists.subjects));
  return { ...lists, names: nameBooks(readCatalogNames(nameKeys(lists))) };
}

/**
 * The subjects a board teaches from another board's books (`sharedBanks`): copies of that
 * board's subjects, marked with the board whose bank and chapter names they use.
 */
function sharedSubjects(curricula: Curriculum[], subjects: Subject[]): Subject[] {
  return curricula.flatMap((curriculum) =>
    (curriculum.sharedBanks ?? []).flatMap((shared) =>
      shared.classes.flatMap((classNumber) =>
        shared.subjects.map((id) => {
          const source = subjects.find(
            (s) => s.curriculum === shared.from && s.class === classNumber && s.id === id,
          );
          if (!source || !curriculum.classes.includes(classNumber))
            throw new Error(
              `${curriculum.id} shares ${shared.from}/${classNumber}/${id}, which the catalog does not have`,
            );
          return { ...source, curriculum: curriculum.id, sharesBankOf: shared.from };
        }),
      ),
    ),
  );
}

/** The board whose question bank a subject draws on: its own, or the one whose books it shares. */
export const bankCurriculum = (subject: Subject) => subject.sharesBankOf ?? subject.curriculum;

/** The key of one subject in one class of one curriculum. */
export const subjectKey = (curriculum: string, classNumber: number, subject: string) =>
  `${curriculum}/${classNumber}/${subject}`;

/**
 * Names of what a stored paper refers to, in an interface language, looked up in today's catalog
 * by id; a paper's own stored name is the fallback when the catalog no longer has it. Lists of
 * papers and the analytics name subjects and chapters in the reader's language this way (issue 12),
 * while a paper itself keeps the names of its own language.
 */
export function storedNames(catalog: Catalog, language: UiLanguage) {
  const names = catalog.names(language);
  const subjectOf = (curriculum: string, classNumber: number, subject: string) =>
    catalog.subjects.find(
      (s) => s.curriculum === curriculum && s.class === classNumber && s.id === subject,
    );
  return {
    curriculum: (id: string, fallback: string) => {
      const curriculum = catalog.curricula.find((c) => c.id === id);
      return curriculum ? names.curriculum(curriculum) : fallback;
    },
    subject: (curriculum: string, classNumber: number, subject: string, fallback: string) => {
      const found = subjectOf(curriculum, classNumber, subject);
      return found ? names.subject(found) : fallback;
    },
    chapter: (
      scope: { curriculum: string; class: number; subject: string },
      chapter: { id: string; name: string },
    ) => {
      const found = subjectOf(scope.curriculum, scope.class, scope.subject);
      const known = found?.chapters.find((c) => c.id === chapter.id);
      return found && known ? names.chapter(found, known) : chapter.name;
    },
  };
}

export type StoredNames = ReturnType<typeof storedNames>;
