import type { PaperSection } from '@common/schemas/paper';
import type { Preset } from '@common/schemas/catalog';
import { CreatePaperInputSchema } from '@common/schemas/paper';
import type { ContentStore } from '../../content/content-store';
import { generatePaper } from '../../engine/generate-paper';
import { paperBodies } from '../../engine/paper-bodies';
import { questionRef } from '../../engine/pick-replacement';
import { resolveBlueprint } from './resolve-blueprint';

/** How many papers in a row one user must get from a preset with no question repeated. */
export const PAPERS_BEFORE_A_REPEAT = 5;

export type PresetCapacity = {
  preset: string;
  /** Papers that could not be made at all (the pool ran short). */
  failed: number;
  /** Questions (alternatives too) that had appeared in one of the user's earlier papers. */
  repeats: string[];
  /** Questions meant to carry an internal choice that got none. */
  missingChoices: number;
  /** Case studies whose internal choice is not a sub-part's, as the board sets it. */
  caseChoicesNotInPart: number;
};

/** A printed case study that offers its choice inside one of its parts. */
const offersPartChoice = (q: PaperSection['questions'][number]) =>
  q.parts?.some((part) => part.or !== undefined) ?? false;

/**
 * Makes five papers in a row from one preset for one user, the way createPaper does (all
 * chapters, mixed difficulty, internal choice, the earlier papers' questions avoided), and
 * counts what went wrong.
 */
export function presetCapacity(
  content: ContentStore,
  preset: Preset,
  seedBase = 1,
): PresetCapacity {
  const subject = content.catalog.subjects.find(
    (s) =>
      s.curriculum === preset.curriculum && s.class === preset.class && s.id === preset.subject,
  )!;
  const chapters = subject.chapters.map((c) => c.id);
  const blueprint = resolveBlueprint(
    content.catalog,
    CreatePaperInputSchema.parse({
      country: 'in',
      curriculum: preset.curriculum,
      class: preset.class,
      subject: preset.subject,
      chapters,
      preset: preset.id,
      difficulty: 'mixed',
      internalChoice: true,
      language: 'en',
    }),
  );
  const pool = content.pool(preset.curriculum, preset.class, preset.subject);
  const result: PresetCapacity = {
    preset: preset.id,
    failed: 0,
    repeats: [],
    missingChoices: 0,
    caseChoicesNotInPart: 0,
  };
  if (!pool) return { ...result, failed: PAPERS_BEFORE_A_REPEAT };
  const seen = new Set<string>();
  for (let n = 0; n < PAPERS_BEFORE_A_REPEAT; n++) {
    const paper = generatePaper({
      pool,
      sections: blueprint.sections,
      chapters,
      chapterWeights: blueprint.chapterWeights,
      difficulty: 'mixed',
      seed: seedBase * 1000 + n,
      avoid: seen,
      language: 'en',
    });
    if (!paper.ok) {
      result.failed += 1;
      continue;
    }
    for (const [s, section] of paper.sections.entries()) {
      const planned = blueprint.sections[s]!;
      const withChoice = section.questions.filter((q) => q.or || offersPartChoice(q)).length;
      result.missingChoices += Math.max(
        0,
        Math.min(planned.internalChoice, planned.count) - withChoice,
      );
      if (section.type === 'case')
        result.caseChoicesNotInPart += section.questions.filter((q) => q.or).length;
    }
    const refs = paperBodies(paper.sections).map(questionRef);
    for (const ref of refs) if (seen.has(ref)) result.repeats.push(ref);
    for (const ref of refs) seen.add(ref);
  }
  return result;
}

/**
 * The presets of subjects the picker offers (they make a full paper): the ones the capacity
 * check holds to its promise. A subject whose bank is still being written (a few templates)
 * is not offered, so it is not held to five papers yet.
 */
export const presetsOffered = (content: ContentStore): Preset[] =>
  content.catalog.presets.filter((p) =>
    content.availability.subject(p.curriculum, p.class, p.subject),
  );
