import { sectionsTotal } from '@common/paper-marks';
import type { PoolShortage } from '@common/schemas/errors';
import type {
  PaperDifficulty,
  PaperQuestion,
  PaperQuestionBody,
  PaperSection,
} from '@common/schemas/paper';
import { Difficulties, type Difficulty, type QuestionLanguage } from '@common/schemas/question';
import {
  fitsSlot,
  hasPartChoice,
  kindKey,
  TEMPLATE_USES_PER_PAPER,
  type PoolEntry,
  type QuestionPool,
} from './pool';
import { renderBankEntry, renderTemplateInstance } from './render-question';
import { createRng, type Rng } from './rng';
import { instantiate, TemplateExhausted, type TemplateInstance } from './template';

/** One section of the blueprint, in board order. */
export type SectionPlan = {
  id: string;
  label?: string;
  type: PoolEntry['type'];
  style?: 'assertion-reason';
  count: number;
  marksEach: number;
  /** "Attempt any n": only n of the section's questions count. */
  attempt?: number;
  /** How many of its questions carry an internal "OR" choice. */
  internalChoice: number;
  /** Only these chapters (a discipline section). */
  chapters?: readonly string[];
};

export type GenerateInput = {
  pool: QuestionPool;
  sections: readonly SectionPlan[];
  chapters: readonly string[];
  /** Relative weight per chapter (a preset's unit weightage); even coverage when absent. */
  chapterWeights?: Readonly<Record<string, number>>;
  difficulty: PaperDifficulty;
  seed: number;
  /** Question refs of the user's recent papers, used only when nothing else fits. */
  avoid: ReadonlySet<string>;
  language: QuestionLanguage;
};

export type GenerateResult =
  | { ok: true; sections: PaperSection[]; totalMarks: number; questionCount: number }
  | { ok: false; shortages: PoolShortage[] };

/** The difficulty mix of a "mixed" paper. */
export const MIXED_SHARES: Record<Difficulty, number> = { easy: 0.3, medium: 0.5, hard: 0.2 };

/** Splits n slots by shares with the largest-remainder method. */
function apportion<K extends string>(n: number, shares: Record<K, number>): Record<K, number> {
  const keys = Object.keys(shares) as K[];
  const total = keys.reduce((sum, k) => sum + shares[k], 0);
  const exact = keys.map((k) => (n * shares[k]) / total);
  const result = Object.fromEntries(keys.map((k, i) => [k, Math.floor(exact[i]!)])) as Record<
    K,
    number
  >;
  let left = n - keys.reduce((sum, k) => sum + result[k], 0);
  const byRemainder = keys
    .map((k, i) => ({ k, r: exact[i]! - Math.floor(exact[i]!) }))
    .sort((a, b) => b.r - a.r);
  for (const { k } of byRemainder) {
    if (left-- <= 0) break;
    result[k] += 1;
  }
  return result;
}

function difficultyPlan(section: SectionPlan, difficulty: PaperDifficulty, rng: Rng): Difficulty[] {
  if (difficulty !== 'mixed') return Array.from({ length: section.count }, () => difficulty);
  const counts = apportion(section.count, MIXED_SHARES);
  return rng.shuffle(Difficulties.flatMap((d) => Array.from({ length: counts[d] }, () => d)));
}

const allowedChapters = (section: SectionPlan, chapters: readonly string[]) =>
  section.chapters ? chapters.filter((c) => section.chapters!.includes(c)) : [...chapters];

const allowedDifficulties = (difficulty: PaperDifficulty): readonly Difficulty[] =>
  difficulty === 'mixed' ? Difficulties : [difficulty];

/** What the pool cannot give, per section and per kind shared by sections (checked first). */
function findShortages(input: GenerateInput): PoolShortage[] {
  const shortages: PoolShortage[] = [];
  const difficulties = allowedDifficulties(input.difficulty);
  const fixed = input.difficulty === 'mixed' ? {} : { difficulty: input.difficulty };
  const describe = (
    section: SectionPlan,
    chapters: string[],
    needed: number,
    available: number,
  ) => ({
    section: section.id,
    type: section.type,
    ...(section.style ? { style: section.style } : {}),
    ...fixed,
    chapters,
    needed,
    available,
  });
  const groups = new Map<string, { sections: SectionPlan[]; chapters: Set<string> }>();
  for (const section of input.sections) {
    const kind = kindKey(section.type, section.style);
    const chapters = allowedChapters(section, input.chapters);
    const available = input.pool.capacity(kind, chapters, difficulties, [section.marksEach]);
    if (section.count > available)
      shortages.push(describe(section, chapters, section.count, available));
    const group = groups.get(kind) ?? { sections: [], chapters: new Set<string>() };
    group.sections.push(section);
    for (const c of chapters) group.chapters.add(c);
    groups.set(kind, group);
  }
  if (shortages.length > 0) return shortages;
  for (const [kind, group] of groups) {
    if (group.sections.length < 2) continue;
    const needed = group.sections.reduce((sum, s) => sum + s.count, 0);
    const chapters = [...group.chapters];
    const marks = group.sections.map((s) => s.marksEach);
    const available = input.pool.capacity(kind, chapters, difficulties, marks);
    if (needed > available) {
      const first = group.sections[0]!;
      shortages.push({
        ...describe(first, chapters, needed, available),
        section: group.sections.map((s) => s.id).join(', '),
      });
    }
  }
  return shortages;
}

/** Keeps what one paper has used, so no question appears twice. */
class Picker {
  private readonly used = new Set<string>();
  private readonly templateUses = new Map<string, Set<string>>();
  private readonly chapterLoad = new Map<string, number>();

  constructor(private readonly input: GenerateInput) {}

  /** The chapter most behind its share (even, or weighted), ties broken in a seeded order. */
  nextChapter(chapters: readonly string[]): string {
    const weight = (c: string) => this.input.chapterWeights?.[c] ?? 1;
    let best = chapters[0]!;
    for (const c of chapters) {
      const load = (this.chapterLoad.get(c) ?? 0) / weight(c);
      if (load < (this.chapterLoad.get(best) ?? 0) / weight(best)) best = c;
    }
    this.chapterLoad.set(best, (this.chapterLoad.get(best) ?? 0) + 1);
    return best;
  }

  /** Takes one question from a bucket, starting at a seeded position; null if none is usable. */
  private take(
    bucket: readonly PoolEntry[],
    rng: Rng,
    key: string,
    options: { allowAvoided: boolean; marks?: number; sectionMarks: number; partChoice?: boolean },
  ): { entry: PoolEntry; instance?: TemplateInstance } | null {
    if (bucket.length === 0) return null;
    const start = rng.int(0, bucket.length - 1);
    for (let i = 0; i < bucket.length; i++) {
      const entry = bucket[(start + i) % bucket.length]!;
      if (options.marks !== undefined && entry.marks !== options.marks) continue;
      if (!fitsSlot(entry, options.sectionMarks)) continue;
      if (options.partChoice && !hasPartChoice(entry)) continue;
      if (!entry.template) {
        if (this.used.has(entry.ref)) continue;
        if (!options.allowAvoided && this.input.avoid.has(entry.ref)) continue;
        this.used.add(entry.ref);
        return { entry };
      }
      const fingerprints = this.templateUses.get(entry.ref) ?? new Set<string>();
      if (fingerprints.size >= TEMPLATE_USES_PER_PAPER) continue;
      try {
        const instance = instantiate(entry.template, key);
        if (fingerprints.has(instance.fingerprint)) continue;
        fingerprints.add(instance.fingerprint);
        this.templateUses.set(entry.ref, fingerprints);
        return { entry, instance };
      } catch (error) {
        if (error instanceof TemplateExhausted) continue;
        throw error;
      }
    }
    return null;
  }

  /**
   * One question for a slot: the planned chapter and difficulty first, then any allowed chapter,
   * then (for a mixed paper) any difficulty; the user's recent questions only as a last resort.
   */
  pick(
    section: SectionPlan,
    chapters: readonly string[],
    chapter: string,
    difficulty: Difficulty,
    rng: Rng,
    key: string,
    wantsPartChoice = false,
  ) {
    const kind = kindKey(section.type, section.style);
    const others = rng.shuffle(chapters.filter((c) => c !== chapter));
    const difficulties = allowedDifficulties(this.input.difficulty).filter((d) => d !== difficulty);
    const tiers: [string, Difficulty][] = [
      [chapter, difficulty],
      ...others.map((c): [string, Difficulty] => [c, difficulty]),
      ...difficulties.map((d): [string, Difficulty] => [chapter, d]),
      ...others.flatMap((c) => difficulties.map((d): [string, Difficulty] => [c, d])),
    ];
    const marks = section.type === 'short' ? section.marksEach : undefined;
    for (const allowAvoided of [false, true]) {
      for (const partChoice of wantsPartChoice ? [true, false] : [false]) {
        for (const marksRule of marks === undefined ? [undefined] : [marks, undefined]) {
          for (const [c, d] of tiers) {
            const found = this.take(this.input.pool.bucket(kind, c, d), rng, key, {
              allowAvoided,
              marks: marksRule,
              sectionMarks: section.marksEach,
              partChoice,
            });
            if (found) return found;
          }
        }
      }
    }
    return null;
  }
}

function render(
  found: { entry: PoolEntry; instance?: TemplateInstance },
  marks: number,
  language: QuestionLanguage,
  partChoice: boolean,
): PaperQuestionBody {
  return found.instance
    ? renderTemplateInstance(found.entry, found.instance, marks, language)
    : renderBankEntry(found.entry, marks, language, { partChoice });
}

/**
 * Builds a paper from a blueprint, purely: the same input and seed give the same paper. Checks
 * first that the pool can meet every section, and says exactly what is short when it cannot.
 */
export function generatePaper(input: GenerateInput): GenerateResult {
  const shortages = findShortages(input);
  if (shortages.length > 0) return { ok: false, shortages };
  const root = createRng(`paper:${input.seed}`);
  const picker = new Picker(input);
  const sections: PaperSection[] = [];
  let number = 0;

  for (const [s, section] of input.sections.entries()) {
    const rng = root.fork(`section:${s}`);
    const chapters = rng.shuffle(allowedChapters(section, input.chapters));
    const difficulties = difficultyPlan(section, input.difficulty, rng.fork('difficulty'));
    const withChoice = new Set(
      rng
        .fork('choice')
        .shuffle([...Array(section.count).keys()])
        .slice(0, Math.min(section.internalChoice, section.count)),
    );
    const questions: PaperQuestion[] = [];
    for (let slot = 0; slot < section.count; slot++) {
      const chapter = picker.nextChapter(chapters);
      const slotRng = rng.fork(`slot:${slot}`);
      const key = `paper:${input.seed}|${s}|${slot}`;
      // A case study's internal choice is inside it (its 2-mark part), as the board sets it.
      const caseChoice = section.type === 'case' && withChoice.has(slot);
      const found = picker.pick(
        section,
        chapters,
        chapter,
        difficulties[slot]!,
        slotRng,
        key,
        caseChoice,
      );
      if (!found) {
        const kind = kindKey(section.type, section.style);
        const available = input.pool.capacity(
          kind,
          chapters,
          allowedDifficulties(input.difficulty),
          [section.marksEach],
        );
        return {
          ok: false,
          shortages: [
            {
              section: section.id,
              type: section.type,
              ...(section.style ? { style: section.style } : {}),
              ...(input.difficulty === 'mixed' ? {} : { difficulty: input.difficulty }),
              chapters,
              needed: section.count,
              available: Math.min(available, slot),
            },
          ],
        };
      }
      number += 1;
      const question: PaperQuestion = {
        number,
        // A case study's own choice is printed only where the paper offers a choice.
        ...render(found, section.marksEach, input.language, caseChoice),
      };
      if (withChoice.has(slot) && !(caseChoice && hasPartChoice(found.entry))) {
        const alternative = picker.pick(
          section,
          chapters,
          found.entry.chapter,
          found.entry.difficulty,
          slotRng.fork('or'),
          `${key}|or`,
        );
        if (alternative)
          question.or = render(alternative, section.marksEach, input.language, false);
      }
      questions.push(question);
    }
    sections.push({
      id: section.id,
      ...(section.label ? { label: section.label } : {}),
      type: section.type,
      ...(section.style ? { style: section.style } : {}),
      marksEach: section.marksEach,
      ...(section.attempt ? { attempt: section.attempt } : {}),
      questions,
    });
  }
  const totalMarks = sectionsTotal(
    sections.map((s) => ({
      count: s.questions.length,
      marksEach: s.marksEach,
      attempt: s.attempt,
    })),
  );
  return { ok: true, sections, totalMarks, questionCount: number };
}
