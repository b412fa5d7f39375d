import type { PaperSection } from '../schemas/paper';
import type { PaperWords } from './paper-words';

/** Sections printed under one heading: consecutive sections with the same letter and label. */
export type SectionGroup = { id: string; label?: string; parts: PaperSection[] };

/** Consecutive sections with the same letter print under one heading (Section A: MCQ + A-R). */
export function groupSections(sections: readonly PaperSection[]): SectionGroup[] {
  const groups: SectionGroup[] = [];
  for (const section of sections) {
    const last = groups[groups.length - 1];
    if (last && last.id === section.id && last.label === section.label) last.parts.push(section);
    else
      groups.push({
        id: section.id,
        ...(section.label === undefined ? {} : { label: section.label }),
        parts: [section],
      });
  }
  return groups;
}

/** A group's heading: "Section A", or "Section A · Physics" in a paper sectioned by discipline. */
export function sectionTitle(group: Pick<SectionGroup, 'id' | 'label'>, words: PaperWords): string {
  const title = words.section(group.id);
  return group.label ? `${title} · ${group.label}` : title;
}

/**
 * What a section asks, named by its marks too ("Short answer questions, 2 marks each"), so two
 * sections of one kind read apart; with "answer any n of m" where it applies.
 */
export function sectionKindText(
  part: Pick<PaperSection, 'type' | 'style' | 'marksEach' | 'attempt' | 'questions'>,
  words: PaperWords,
): string {
  const kind = words.sectionKind(
    words.kinds[part.style ?? part.type],
    words.marksEach(part.marksEach),
  );
  return part.attempt === undefined
    ? kind
    : `${kind} · ${words.attemptAny(part.attempt, part.questions.length)}`;
}
