import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import katex from 'katex';
import { parse } from 'yaml';
import { hardLineBreaks, mathFragments } from '@common/math-text';
import { BankFileSchema, type BankQuestion, type Provenance } from '@common/schemas/question';
import { subjectKey, type Catalog } from './catalog';
import { readDistinctPairs } from './distinct-pairs';
import { figureProblems } from './figure-checks';
import {
  difficultySpread,
  doubledQuotes,
  englishInHindi,
  hindiMisspellings,
  nearDuplicates,
  sameValueOptions,
} from './gates';
import { QUESTIONS_DIR } from './paths';
import {
  isReviewed,
  provenanceOf,
  provenanceProblems,
  readLicences,
  type Licences,
} from './provenance';
import { collectStrings } from './texts';

/** A bank question with where it belongs and where it comes from. */
export type ScopedQuestion = BankQuestion & {
  curriculum: string;
  class: number;
  subject: string;
  chapter: string;
  provenance: Provenance;
};

export type BankReport = { questions: ScopedQuestion[]; problems: string[] };

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every text of a question, in every language, for the math check. */
function textsOf(question: BankQuestion): string[] {
  return [question.en, question.hi].flatMap((body) => (body ? collectStrings(body) : []));
}

function mathProblems(question: BankQuestion): string[] {
  const problems: string[] = [];
  for (const text of textsOf(question)) {
    for (const tex of mathFragments(text)) {
      try {
        katex.renderToString(tex, { throwOnError: true, strict: 'ignore' });
      } catch (error) {
        problems.push(`${question.id}: math "${tex}" does not render: ${(error as Error).message}`);
      }
    }
    if ((text.match(/\$/g)?.length ?? 0) % 2 === 1)
      problems.push(`${question.id}: an unpaired $ in "${text.slice(0, 60)}"`);
    // A line break inside a paragraph breaks mid-sentence on a phone (issue 12): a new line
    // is a new paragraph, after a blank line.
    for (const paragraph of hardLineBreaks(text))
      problems.push(
        `${question.id}: a line break inside a paragraph (leave a blank line for a new paragraph): "${paragraph.slice(0, 60)}"`,
      );
  }
  return problems;
}

/**
 * Reads every YAML file under content/questions and checks it: the schema, unique ids, a
 * chapter the catalog knows, math that renders, no line break inside a paragraph, provenance and
 * licence, figures. Problems are collected, never thrown, so one report lists them all.
 */
export function readBank(
  catalog: Catalog,
  dir = QUESTIONS_DIR,
  licences: Licences = readLicences(),
): BankReport {
  const chapters = new Map(
    catalog.subjects.map((s) => [
      subjectKey(s.curriculum, s.class, s.id),
      new Set(s.chapters.map((c) => c.id)),
    ]),
  );
  const questions: ScopedQuestion[] = [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const file of yamlFiles(dir)) {
    const name = relative(dir, file);
    let document: unknown;
    try {
      document = parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${name}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const parsed = BankFileSchema.safeParse(document);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${name}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const { questions: list, provenance: fileProvenance, ...scope } = parsed.data;
    const known = chapters.get(subjectKey(scope.curriculum, scope.class, scope.subject));
    if (!known?.has(scope.chapter))
      problems.push(`${name}: the catalog has no chapter ${scope.chapter} in that subject`);
    for (const question of list) {
      const before = seen.get(question.id);
      if (before) problems.push(`${name}: duplicate id ${question.id} (also in ${before})`);
      seen.set(question.id, name);
      problems.push(...mathProblems(question).map((p) => `${name}: ${p}`));
      const provenance = provenanceOf(question, fileProvenance);
      const refused = [
        ...provenanceProblems(question.id, provenance, licences),
        ...figureProblems(question),
        ...sameValueOptions(question),
        ...englishInHindi(question),
        ...doubledQuotes(question),
        ...hindiMisspellings(question),
      ];
      problems.push(...refused.map((p) => `${name}: ${p}`));
      if (provenance) questions.push({ ...question, ...scope, provenance });
    }
  }
  // Gates across questions: near-duplicates among all of them (drafts too, so that a writer
  // sees a clash at once), the difficulty spread of what reaches papers (reviewed questions).
  const reviewed = questions.filter(isReviewed);
  problems.push(
    ...nearDuplicates(questions, readDistinctPairs()).map(
      (p) => `${seen.get(p.split(':')[0]!)}: ${p}`,
    ),
    ...difficultySpread(reviewed),
  );
  return { questions, problems };
}
