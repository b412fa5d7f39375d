import { templates } from '../engine/templates';
import { buildPools, type QuestionPool } from '../engine/pool';
import { readBank, type ScopedQuestion } from './bank';
import { buildAvailability, type Availability } from './availability';
import { readCatalog, subjectKey, type Catalog } from './catalog';

export type ContentStore = {
  catalog: Catalog;
  questions: readonly ScopedQuestion[];
  pool(curriculum: string, classNumber: number, subject: string): QuestionPool | undefined;
  /** What can make a paper today; everything else is offered as "coming soon". */
  availability: Availability;
};

// Per process (issue 13): read-only, built from the content/ files, the same in every process.
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
  // Only reviewed questions and templates reach papers.
  const pools = buildPools(
    questions.filter((q) => q.provenance.review === 'reviewed'),
    templates.filter((t) => t.provenance.review === 'reviewed'),
  );
  // A board that teaches another's books draws on that board's bank.
  const sharing = new Map(
    catalog.subjects
      .filter((s) => s.sharesBankOf)
      .map((s) => [subjectKey(s.curriculum, s.class, s.id), s.sharesBankOf!]),
  );
  const pool = (curriculum: string, classNumber: number, subject: string) =>
    pools.get(
      subjectKey(
        sharing.get(subjectKey(curriculum, classNumber, subject)) ?? curriculum,
        classNumber,
        subject,
      ),
    );
  loaded = { catalog, questions, pool, availability: buildAvailability(catalog, pool) };
  return loaded;
}
