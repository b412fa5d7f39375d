import { templates as allTemplates } from '../engine/templates';
import { buildPools, type QuestionPool } from '../engine/pool';
import type { AnyTemplate } from '../engine/template';
import { readBank, type ScopedQuestion } from './bank';
import { buildAvailability, type Availability } from './availability';
import { bankCurriculum, readCatalog, subjectKey, type Catalog } from './catalog';
import { isReviewed, provenanceProblems, readLicences } from './provenance';

export type ContentStore = {
  catalog: Catalog;
  /** The reviewed questions: the ones papers, the coverage page and the landing page use. */
  questions: readonly ScopedQuestion[];
  /** The reviewed templates. */
  templates: readonly AnyTemplate[];
  pool(curriculum: string, classNumber: number, subject: string): QuestionPool | undefined;
  /** What can make a paper today; everything else is offered as "coming soon". */
  availability: Availability;
};

// Per process (issue 13): read-only, built from the content/ files, the same in every process.
let loaded: ContentStore | undefined;

/**
 * The catalog, the bank and the question pools, read from content/ once per process. Invalid
 * content stops the server at start with every problem listed: a paper is never built from a
 * question that failed its checks. Drafts are checked but wait for their review.
 */
export function loadContent(): ContentStore {
  if (loaded) return loaded;
  const catalog = readCatalog();
  const bank = readBank(catalog);
  const licences = readLicences();
  const problems = [
    ...bank.problems,
    ...allTemplates.flatMap((t) => provenanceProblems(t.id, t.provenance, licences)),
  ];
  if (problems.length > 0)
    throw new Error(`The question bank has ${problems.length} problems:\n${problems.join('\n')}`);
  const questions = bank.questions.filter(isReviewed);
  const templates = allTemplates.filter(isReviewed);
  const pools = buildPools(questions, templates);
  // A board that teaches another's books draws on that board's bank.
  const banks = new Map(
    catalog.subjects.map((s) => [subjectKey(s.curriculum, s.class, s.id), bankCurriculum(s)]),
  );
  const pool = (curriculum: string, classNumber: number, subject: string) =>
    pools.get(
      subjectKey(
        banks.get(subjectKey(curriculum, classNumber, subject)) ?? curriculum,
        classNumber,
        subject,
      ),
    );
  loaded = {
    catalog,
    questions,
    templates,
    pool,
    availability: buildAvailability(catalog, pool),
  };
  return loaded;
}
