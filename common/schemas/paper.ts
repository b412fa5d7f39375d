import { z } from 'zod';
import { RenderedFigureSchema } from './figure';
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
export const QuestionSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('bank'), id: z.string() }),
  z.strictObject({
    kind: z.literal('template'),
    id: z.string(),
    version: z.number(),
    key: z.string(),
    fingerprint: z.string(),
  }),
]);
export type QuestionSource = z.infer<typeof QuestionSourceSchema>;

export const PaperQuestionBodySchema = z.strictObject({
  source: QuestionSourceSchema,
  type: z.enum(QuestionTypes),
  style: z.enum(['standard', 'assertion-reason']),
  difficulty: z.enum(Difficulties),
  chapter: z.string(),
  competencies: z.array(z.enum(Competencies)),
  marks: z.number(),
  /** Markdown with math between $...$. */
  stem: z.string().optional(),
  options: z.array(z.string()).optional(),
  assertion: z.string().optional(),
  reason: z.string().optional(),
  passage: z.string().optional(),
  /** Drawn with the stem (or the passage of a case study). */
  figure: RenderedFigureSchema.optional(),
  /** A figure per option, null where an option has none. */
  optionFigures: z.array(RenderedFigureSchema.nullable()).optional(),
  parts: z
    .array(
      z.strictObject({
        stem: z.string(),
        marks: z.number().optional(),
        figure: RenderedFigureSchema.optional(),
        /** The internal choice inside a case study: answer this sub-question or `or`. */
        or: z.strictObject({ stem: z.string() }).optional(),
      }),
    )
    .optional(),
  answer: z.strictObject({
    optionIndex: z.number().optional(),
    text: z.string(),
    solution: z.string(),
    figure: RenderedFigureSchema.optional(),
    parts: z
      .array(
        z.strictObject({
          answer: z.string(),
          solution: z.string(),
          or: z.strictObject({ answer: z.string(), solution: z.string() }).optional(),
        }),
      )
      .optional(),
  }),
  /** The credit line of a question adapted from a work whose licence asks for one. */
  attribution: z.string().optional(),
});
export type PaperQuestionBody = z.infer<typeof PaperQuestionBodySchema>;

export const PaperQuestionSchema = PaperQuestionBodySchema.extend({
  number: z.number(),
  /** The internal choice: a second question of the same kind, answered instead ("OR"). */
  or: PaperQuestionBodySchema.optional(),
});
export type PaperQuestion = z.infer<typeof PaperQuestionSchema>;

export const PaperSectionSchema = z.strictObject({
  id: z.string(),
  /** A discipline name for sectioned patterns (Biology, Chemistry, Physics). */
  label: z.string().optional(),
  type: z.enum(QuestionTypes),
  style: z.literal('assertion-reason').optional(),
  marksEach: z.number(),
  /** "Attempt any n of these": only n answers count. */
  attempt: z.number().optional(),
  questions: z.array(PaperQuestionSchema),
});
export type PaperSection = z.infer<typeof PaperSectionSchema>;

/** The paper as POST /api/papers and GET /api/papers/:id answer it. */
export const PaperSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** The school and the exam the paper is for, as the teacher typed them; absent when none. */
  schoolName: z.string().optional(),
  examName: z.string().optional(),
  country: z.string(),
  curriculum: z.string(),
  curriculumName: z.string(),
  class: z.number(),
  subject: z.string(),
  subjectName: z.string(),
  chapters: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  preset: z.string().nullable(),
  language: z.enum(QuestionLanguages),
  difficulty: z.enum(PaperDifficulties),
  durationMinutes: z.number(),
  totalMarks: z.number(),
  questionCount: z.number(),
  seed: z.number(),
  /**
   * How many questions have been swapped since the paper was made (absent: none). A swapped paper
   * no longer matches its seed, so its paper code is not shown.
   */
  swaps: z.number().optional(),
  internalChoice: z.boolean(),
  instructions: z.array(z.string()),
  sections: z.array(PaperSectionSchema),
  createdAt: z.string(),
});
export type Paper = z.infer<typeof PaperSchema>;

/**
 * The option lists of the picker (spec §3): countries, curricula, classes, subjects, chapters.
 * `available` is false for what cannot make a paper yet: shown as "coming soon", never chosen.
 */
export const CountryOptionSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  flag: z.string(),
  available: z.boolean(),
});
export type CountryOption = z.infer<typeof CountryOptionSchema>;
export const CurriculumOptionSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  available: z.boolean(),
});
export type CurriculumOption = z.infer<typeof CurriculumOptionSchema>;
export const ClassOptionSchema = CurriculumOptionSchema;
export type ClassOption = z.infer<typeof ClassOptionSchema>;
export const SubjectOptionSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  book: z.string(),
  questionCount: z.number(),
  available: z.boolean(),
});
export type SubjectOption = z.infer<typeof SubjectOptionSchema>;
export const ChapterOptionSchema = z.strictObject({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  questionCount: z.number(),
});
export type ChapterOption = z.infer<typeof ChapterOptionSchema>;
export const PresetOptionSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number(),
  totalMarks: z.number(),
  questionCount: z.number(),
});
export type PresetOption = z.infer<typeof PresetOptionSchema>;

/** GET /api/paper-header: the school and exam names the user last printed ('' for none). */
export const PaperHeaderSchema = z.strictObject({ schoolName: z.string(), examName: z.string() });
export type PaperHeader = z.infer<typeof PaperHeaderSchema>;
