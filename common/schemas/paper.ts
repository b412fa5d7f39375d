import { z } from 'zod';
import { Messages } from '../messages';
import {
  MAX_DURATION_MINUTES,
  MAX_MARKS_PER_QUESTION,
  MAX_QUESTIONS_PER_PAPER,
  MAX_QUESTIONS_PER_TYPE,
  MIN_DURATION_MINUTES,
  questionCount,
} from '../paper-marks';
import { classNumberSchema } from './class-number';
import { Competencies, Difficulties, QuestionLanguages, QuestionTypes } from './question';

export const PaperDifficulties = [...Difficulties, 'mixed'] as const;
export type PaperDifficulty = (typeof PaperDifficulties)[number];

const id = z.string().trim().min(1).max(80);
const count = z
  .number(Messages.paperCountInvalid)
  .int(Messages.paperCountInvalid)
  .min(0, Messages.paperCountInvalid)
  .max(MAX_QUESTIONS_PER_TYPE, Messages.paperCountInvalid);
const marks = z
  .number(Messages.paperMarksInvalid)
  .int(Messages.paperMarksInvalid)
  .min(1, Messages.paperMarksInvalid)
  .max(MAX_MARKS_PER_QUESTION, Messages.paperMarksInvalid);

export const PaperCountsSchema = z.strictObject({
  mcq: count,
  shortAnswer: count,
  longAnswer: count,
  caseStudy: count,
});

export const PaperMarksSchema = z.strictObject({
  mcqMarks: marks,
  shortAnswerMarks: marks,
  longAnswerMarks: marks,
  caseStudyMarks: marks,
});

/** POST /api/papers: the blueprint of a paper (issue 4). Counts and marks, or a preset. */
export const CreatePaperInputSchema = z
  .strictObject({
    country: id,
    curriculum: id,
    class: classNumberSchema(Messages.paperScopeUnknown),
    subject: id,
    chapters: z
      .array(id, Messages.paperChaptersRequired)
      .min(1, Messages.paperChaptersRequired)
      .max(40, Messages.paperChapterUnknown),
    preset: id.optional(),
    counts: PaperCountsSchema.optional(),
    marks: PaperMarksSchema.optional(),
    difficulty: z.enum(PaperDifficulties).default('mixed'),
    durationMinutes: z
      .number(Messages.paperDurationInvalid)
      .int(Messages.paperDurationInvalid)
      .min(MIN_DURATION_MINUTES, Messages.paperDurationInvalid)
      .max(MAX_DURATION_MINUTES, Messages.paperDurationInvalid)
      .optional(),
    title: z.string().trim().max(120, Messages.paperTitleMax).optional(),
    /** Printed at the top of the paper; kept for the user's next paper (issue 12). */
    schoolName: z
      .string(Messages.paperSchoolNameMax)
      .trim()
      .max(120, Messages.paperSchoolNameMax)
      .optional(),
    examName: z
      .string(Messages.paperExamNameMax)
      .trim()
      .max(120, Messages.paperExamNameMax)
      .optional(),
    instructions: z
      .array(z.string().trim().min(1).max(300, Messages.paperInstructionsMax))
      .max(10, Messages.paperInstructionsMax)
      .optional(),
    internalChoice: z.boolean().default(false),
    language: z.enum(QuestionLanguages).default('en'),
    seed: z
      .number(Messages.paperSeedInvalid)
      .int(Messages.paperSeedInvalid)
      .min(1, Messages.paperSeedInvalid)
      .max(2147483647, Messages.paperSeedInvalid)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.preset !== undefined && (input.counts !== undefined || input.marks !== undefined))
      ctx.addIssue({ code: 'custom', path: ['preset'], message: Messages.paperCountsOrPreset });
    if (input.counts) {
      const total = questionCount(input.counts);
      if (total === 0)
        ctx.addIssue({ code: 'custom', path: ['counts'], message: Messages.paperNoQuestions });
      if (total > MAX_QUESTIONS_PER_PAPER)
        ctx.addIssue({ code: 'custom', path: ['counts'], message: Messages.paperTooManyQuestions });
    }
    if (new Set(input.chapters).size !== input.chapters.length)
      ctx.addIssue({ code: 'custom', path: ['chapters'], message: Messages.paperChapterUnknown });
  });
export type CreatePaperInput = z.input<typeof CreatePaperInputSchema>;
export type CreatePaperRequest = z.output<typeof CreatePaperInputSchema>;

/** Where a question came from: the bank, or a template variant (its key regenerates it). */
export type QuestionSource =
  | { kind: 'bank'; id: string }
  | { kind: 'template'; id: string; version: number; key: string; fingerprint: string };

export type PaperQuestionBody = {
  source: QuestionSource;
  type: (typeof QuestionTypes)[number];
  style: 'standard' | 'assertion-reason';
  difficulty: (typeof Difficulties)[number];
  chapter: string;
  competencies: (typeof Competencies)[number][];
  marks: number;
  /** Markdown with math between $...$. */
  stem?: string;
  options?: string[];
  assertion?: string;
  reason?: string;
  passage?: string;
  parts?: { stem: string; marks?: number }[];
  answer: {
    optionIndex?: number;
    text: string;
    solution: string;
    parts?: { answer: string; solution: string }[];
  };
};

export type PaperQuestion = PaperQuestionBody & {
  number: number;
  /** The internal choice: a second question of the same kind, answered instead ("OR"). */
  or?: PaperQuestionBody;
};

export type PaperSection = {
  id: string;
  /** A discipline name for sectioned patterns (Biology, Chemistry, Physics). */
  label?: string;
  type: (typeof QuestionTypes)[number];
  style?: 'assertion-reason';
  marksEach: number;
  /** "Attempt any n of these": only n answers count. */
  attempt?: number;
  questions: PaperQuestion[];
};

/** The paper as POST /api/papers and GET /api/papers/:id answer it. */
export type Paper = {
  id: string;
  title: string;
  /** The school and the exam the paper is for, as the teacher typed them; absent when none. */
  schoolName?: string;
  examName?: string;
  country: string;
  curriculum: string;
  curriculumName: string;
  class: number;
  subject: string;
  subjectName: string;
  chapters: { id: string; name: string }[];
  preset: string | null;
  language: (typeof QuestionLanguages)[number];
  difficulty: PaperDifficulty;
  durationMinutes: number;
  totalMarks: number;
  questionCount: number;
  seed: number;
  /**
   * How many questions have been swapped since the paper was made (absent: none). A swapped paper
   * no longer matches its seed, so its paper code is not shown.
   */
  swaps?: number;
  internalChoice: boolean;
  instructions: string[];
  sections: PaperSection[];
  createdAt: string;
};

/**
 * The option lists of the picker (spec §3): countries, curricula, classes, subjects, chapters.
 * `available` is false for what cannot make a paper yet: shown as "coming soon", never chosen.
 */
export type CountryOption = { id: string; name: string; flag: string; available: boolean };
export type CurriculumOption = { id: string; name: string; available: boolean };
export type ClassOption = { id: string; name: string; available: boolean };
export type SubjectOption = {
  id: string;
  name: string;
  book: string;
  questionCount: number;
  available: boolean;
};
export type ChapterOption = { id: string; number: number; name: string; questionCount: number };
export type PresetOption = {
  id: string;
  name: string;
  durationMinutes: number;
  totalMarks: number;
  questionCount: number;
};

/** GET /api/paper-header: the school and exam names the user last printed ('' for none). */
export type PaperHeader = { schoolName: string; examName: string };
