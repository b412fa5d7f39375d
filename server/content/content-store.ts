import { templates } from '../engine/templates';
import { buildPools, type QuestionPool } from '../engine/pool';
import { readBank, type ScopedQuestion } from './bank';
import { readCatalog, subjectKey, type Catalog } from './catalog';

export type ContentStore = {
  catalog: Catalog;
  questions: readonly ScopedQuestion[];
  pool(curriculum: string, classNumber: number, subject: string): QuestionPool | undefined;
};

let loaded: ContentStore | undefined;

/**
 * The catalog, the bank and the question pools, read from content/ once per process. Invalid
 * content stops the server at start with every problem listed: a paper is never built from a
 * question that failed its checks.
 */
export function loadContent(): ContentStore {
  if (loaded) return loaded;
  const catalog = readCatalog();
  const { questions, problems } = readBank(catalog);
  if (problems.length > 0)
    throw new Error(`The question bank has ${problems.length} problems:\n${problems.join('\n')}`);
  const pools = buildPools(questions, templates);
  loaded = {
    catalog,
    questions,
    pool: (curriculum, classNumber, subject) =>
      pools.get(subjectKey(curriculum, classNumber, subject)),
  };
  return loaded;
}
