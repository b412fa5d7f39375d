import { z } from 'zod';
import { Access, defineOperation } from '../operation';
import {
  ClassesQuerySchema,
  CurriculaQuerySchema,
  SubjectQuerySchema,
  SubjectsQuerySchema,
} from '../schemas/catalog-queries';
import {
  ChapterOptionSchema,
  ClassOptionSchema,
  CountryOptionSchema,
  CurriculumOptionSchema,
  PresetOptionSchema,
  SubjectOptionSchema,
} from '../schemas/paper';

/** The picker's option lists (spec §7, issue 4), named in the language of `?lang=`. */
export const FindCountries = defineOperation({
  name: 'find-countries',
  method: 'GET',
  path: '/api/countries',
  output: z.array(CountryOptionSchema),
  access: Access.anyone,
});

export const FindCurricula = defineOperation({
  name: 'find-curricula',
  method: 'GET',
  path: '/api/curricula',
  query: CurriculaQuerySchema,
  output: z.array(CurriculumOptionSchema),
  access: Access.anyone,
});

export const FindClasses = defineOperation({
  name: 'find-classes',
  method: 'GET',
  path: '/api/classes',
  query: ClassesQuerySchema,
  output: z.array(ClassOptionSchema),
  access: Access.anyone,
});

export const FindSubjects = defineOperation({
  name: 'find-subjects',
  method: 'GET',
  path: '/api/subjects',
  query: SubjectsQuerySchema,
  output: z.array(SubjectOptionSchema),
  access: Access.anyone,
});

export const FindChapters = defineOperation({
  name: 'find-chapters',
  method: 'GET',
  path: '/api/chapters',
  query: SubjectQuerySchema,
  output: z.array(ChapterOptionSchema),
  access: Access.anyone,
});

export const FindPresets = defineOperation({
  name: 'find-presets',
  method: 'GET',
  path: '/api/presets',
  query: SubjectQuerySchema,
  output: z.array(PresetOptionSchema),
  access: Access.anyone,
});
