import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { BankQuestion, Provenance } from '@common/schemas/question';
import { CONTENT_DIR } from './paths';

const LicencesSchema = z.strictObject({
  allowed: z
    .array(z.strictObject({ id: z.string(), name: z.string(), attribution: z.boolean() }))
    .min(1),
});
export type Licences = z.infer<typeof LicencesSchema>['allowed'];

/** The licences outside material may come under (content/licences.yaml). */
export function readLicences(file = `${CONTENT_DIR}/licences.yaml`): Licences {
  return LicencesSchema.parse(parse(readFileSync(file, 'utf8'))).allowed;
}

/** Words that mark text no licence lets us reuse, whatever a file claims. */
const NEVER_REUSED =
  /\b(ncert|cbse|cisce|board exam|non-?commercial|\bNC\b|no-?derivatives|\bND\b)/i;

/**
 * What is wrong with a question's provenance (its own, or its file's): none at all, a reviewed
 * question without a reviewer or checked by its own writer, an adapted one without a source or
 * under a licence outside the allow-list.
 */
export function provenanceProblems(
  id: string,
  provenance: Provenance | undefined,
  licences: Licences,
): string[] {
  if (!provenance)
    return [`${id}: no provenance (source, writtenBy, review), on the question or its file`];
  const problems: string[] = [];
  if (provenance.review === 'reviewed' && !provenance.reviewedBy)
    problems.push(`${id}: reviewed, but no reviewedBy`);
  if (
    provenance.reviewedBy &&
    provenance.reviewedBy.trim().toLowerCase() === provenance.writtenBy.trim().toLowerCase()
  )
    problems.push(`${id}: reviewed by its own writer (${provenance.writtenBy})`);
  if (provenance.source === 'adapted') {
    const from = provenance.adaptedFrom;
    if (!from)
      problems.push(`${id}: adapted, but no adaptedFrom (title, url, licence, attribution)`);
    else {
      if (!licences.some((l) => l.id === from.licence))
        problems.push(
          `${id}: licence ${from.licence} is not in content/licences.yaml (allowed: ${licences.map((l) => l.id).join(', ')})`,
        );
      if (NEVER_REUSED.test(`${from.title} ${from.url} ${from.licence}`))
        problems.push(
          `${id}: adapted from ${from.title}: NCERT, board and non-commercial material is never reused`,
        );
    }
  } else if (provenance.adaptedFrom) {
    problems.push(`${id}: adaptedFrom given for a question whose source is ${provenance.source}`);
  }
  return problems;
}

/** Only reviewed questions and templates reach papers, the coverage page and the landing page. */
export const isReviewed = (item: { provenance: Provenance }) =>
  item.provenance.review === 'reviewed';

/** The provenance a question carries: its own, else its file's. */
export const provenanceOf = (question: BankQuestion, file: Provenance | undefined) =>
  question.provenance ?? file;
