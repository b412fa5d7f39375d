import type { Provenance } from '@common/schemas/question';

// Who wrote the templates and who reviewed them (issue 14): every template was read, solved and
// checked in English and Hindi by a reviewer who did not write it.
const reviewed = (writtenBy: string): Provenance => ({
  source: 'template',
  writtenBy,
  reviewedBy: 'Prashna content team, template reviewer TR (2026-11-26)',
  review: 'reviewed',
});

/** The first templates (issues 4 and 12). */
export const FIRST_TEMPLATES = reviewed('Prashna engineering, template author (2026-11-21)');
/** Three science templates: lens, resistors in a circuit, a velocity-time graph (issue 14). */
export const ENGINEERING_2026_11_26 = reviewed('Prashna engineering, template author (2026-11-26)');
/** Four science templates written by a second writer (issue 14). */
export const WRITER_T1 = reviewed('Prashna content team, template writer T1 (2026-11-26)');
