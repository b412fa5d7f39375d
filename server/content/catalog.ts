import { readFileSync } from 'node:fs';
import { z } from 'zod';
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
  return { ...lists, names: nameBooks(readCatalogNames(nameKeys(lists))) };
}

/** The key of one subject in one class of one curriculum. */
export const subjectKey = (curriculum: string, classNumber: number, subject: string) =>
  `${curriculum}/${classNumber}/${subject}`;
