import { Messages } from '@common/messages';
import { defaultDuration, DEFAULT_MARKS } from '@common/paper-marks';
import type { CreatePaperRequest } from '@common/schemas/paper';
import type { Curriculum, Preset, Subject } from '@common/schemas/catalog';
import type { Catalog } from '../../content/catalog';
import { sectionsFromCounts } from '../../engine/count-sections';
import type { SectionPlan } from '../../engine/generate-paper';
import { AppError } from '../../errors';

export type ResolvedBlueprint = {
  subject: Subject;
  curriculum: Curriculum;
  preset: Preset | undefined;
  sections: SectionPlan[];
  chapterWeights: Record<string, number> | undefined;
  durationMinutes: number;
};

const invalid = (field: string, message: string) =>
  new AppError('invalid_request', message, { fieldErrors: { [field]: message } });

function sectionsFromPreset(preset: Preset, internalChoice: boolean): SectionPlan[] {
  return preset.sections.map((section) => ({
    id: section.id,
    ...(section.label ? { label: section.label } : {}),
    type: section.type,
    ...(section.style ? { style: section.style } : {}),
    count: section.count,
    marksEach: section.marksEach,
    ...(section.attempt ? { attempt: section.attempt } : {}),
    internalChoice: !internalChoice
      ? 0
      : section.internalChoice > 0
        ? section.internalChoice
        : section.type === 'mcq'
          ? 0
          : Math.floor(section.count / 3),
    ...(section.chapters ? { chapters: section.chapters } : {}),
  }));
}

/** A preset's unit weightage shared among the chosen chapters of each unit. */
function weightsFromPreset(preset: Preset, chapters: readonly string[]) {
  if (!preset.weightage) return undefined;
  const weights: Record<string, number> = {};
  for (const unit of preset.weightage) {
    const chosen = unit.chapters.filter((c) => chapters.includes(c));
    for (const c of chosen) weights[c] = unit.marks / chosen.length;
  }
  const known = Object.values(weights);
  const mean = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  for (const c of chapters) weights[c] ??= mean;
  return weights;
}

/**
 * Checks a paper request against the catalog (country, curriculum, class, subject, chapters,
 * preset) and turns it into the generator's sections: a clear 400 for anything unknown.
 */
export function resolveBlueprint(catalog: Catalog, request: CreatePaperRequest): ResolvedBlueprint {
  const curriculum = catalog.curricula.find((c) => c.id === request.curriculum);
  const inCountry =
    curriculum && (curriculum.country === request.country || curriculum.country === 'intl');
  if (!curriculum || !inCountry || !curriculum.classes.includes(request.class))
    throw invalid('curriculum', Messages.paperScopeUnknown);
  const subject = catalog.subjects.find(
    (s) => s.curriculum === curriculum.id && s.class === request.class && s.id === request.subject,
  );
  if (!subject) throw invalid('subject', Messages.paperScopeUnknown);
  const chapterIds = new Set(subject.chapters.map((c) => c.id));
  if (!request.chapters.every((c) => chapterIds.has(c)))
    throw invalid('chapters', Messages.paperChapterUnknown);

  let preset: Preset | undefined;
  if (request.preset !== undefined) {
    preset = catalog.presets.find(
      (p) =>
        p.id === request.preset &&
        p.curriculum === curriculum.id &&
        p.class === request.class &&
        p.subject === subject.id,
    );
    if (!preset) throw invalid('preset', Messages.paperPresetUnknown);
  } else if (!request.counts) {
    throw invalid('counts', Messages.paperNoQuestions);
  }
  return {
    subject,
    curriculum,
    preset,
    sections: preset
      ? sectionsFromPreset(preset, request.internalChoice)
      : sectionsFromCounts(request.counts!, request.marks ?? DEFAULT_MARKS, request.internalChoice),
    chapterWeights: preset ? weightsFromPreset(preset, request.chapters) : undefined,
    durationMinutes: request.durationMinutes ?? defaultDuration(preset),
  };
}
