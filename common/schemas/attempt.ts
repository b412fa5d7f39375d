import { z } from 'zod';
import { UiLanguages } from '../languages';
import { PaperSchema } from './paper';
import { Difficulties, QuestionTypes } from './question';

/** One answer of an attempt, by question number: which alternative, and what was given. */
export const AttemptAnswerSchema = z.strictObject({
  /** For a question with an internal choice: which alternative was answered. */
  choice: z.enum(['main', 'or']).default('main'),
  optionIndex: z.number().int().min(0).max(4).optional(),
  text: z.string().max(10_000).optional(),
});
export type AttemptAnswer = z.infer<typeof AttemptAnswerSchema>;

/** PUT /api/attempts/:id/answers: every answer so far, keyed by question number. */
export const SaveAnswersInputSchema = z.strictObject({
  answers: z.record(z.string().regex(/^\d{1,3}$/), AttemptAnswerSchema),
});
export type SaveAnswersInput = z.input<typeof SaveAnswersInputSchema>;

/** PUT /api/attempts/:id/self-marks: the student's marks for written answers, by number. */
export const SelfMarksInputSchema = z.strictObject({
  marks: z.record(z.string().regex(/^\d{1,3}$/), z.number().min(0).max(20).multipleOf(0.5)),
});

/** How one question went, kept with a submitted attempt for the result page and analytics. */
export const QuestionResultSchema = z.strictObject({
  number: z.number(),
  type: z.enum(QuestionTypes),
  chapter: z.string(),
  difficulty: z.enum(Difficulties),
  marks: z.number(),
  /** Marks earned; null for a written answer the student has not marked yet. */
  earned: z.number().nullable(),
  /** True when this question counts towards the score (all, or the best n of an "attempt any n" section). */
  counted: z.boolean(),
  answered: z.boolean(),
});
export type QuestionResult = z.infer<typeof QuestionResultSchema>;

export type AttemptStatus = 'in_progress' | 'submitted';

/** An attempt as the API answers it. The paper's answers are present only once it is submitted. */
export const AttemptSchema = z.strictObject({
  id: z.string(),
  paperId: z.string(),
  status: z.enum(['in_progress', 'submitted']),
  startedAt: z.string(),
  deadlineAt: z.string(),
  submittedAt: z.string().nullable(),
  autoSubmitted: z.boolean(),
  answers: z.record(z.string(), AttemptAnswerSchema),
  selfMarks: z.record(z.string(), z.number()),
  /** Present once submitted. */
  results: z.array(QuestionResultSchema).nullable(),
  score: z.number().nullable(),
  maxMarks: z.number(),
  /** The paper; without answers and solutions while in progress. */
  paper: PaperSchema,
});
export type Attempt = z.infer<typeof AttemptSchema>;

/** A paper in the My Papers list. */
export const PaperSummarySchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  curriculum: z.string(),
  curriculumName: z.string(),
  class: z.number(),
  subject: z.string(),
  subjectName: z.string(),
  totalMarks: z.number(),
  questionCount: z.number(),
  language: z.string(),
  createdAt: z.string(),
  attempts: z.number(),
  bestScore: z.number().nullable(),
});
export type PaperSummary = z.infer<typeof PaperSummarySchema>;

/** GET /api/analytics?lang=: subjects and chapters named in the reader's language (issue 12). */
export const AnalyticsQuerySchema = z.strictObject({ lang: z.enum(UiLanguages).default('en') });

export const ChapterPerformanceSchema = z.strictObject({
  country: z.string(),
  curriculum: z.string(),
  class: z.number(),
  subject: z.string(),
  subjectName: z.string(),
  chapter: z.string(),
  chapterName: z.string(),
  questions: z.number(),
  earned: z.number(),
  possible: z.number(),
  percent: z.number(),
});
export type ChapterPerformance = z.infer<typeof ChapterPerformanceSchema>;

/** GET /api/analytics: the dashboard, from the user's real papers and submitted attempts. */
export const AnalyticsSchema = z.strictObject({
  papersGenerated: z.number(),
  attempts: z.number(),
  /** Percent over every marked question of every submitted attempt; null with no attempts. */
  averagePercent: z.number().nullable(),
  scoreOverTime: z.array(
    z.strictObject({
      attemptId: z.string(),
      date: z.string(),
      percent: z.number(),
      paperTitle: z.string(),
      subjectName: z.string(),
    }),
  ),
  bySubject: z.array(
    z.strictObject({
      key: z.string(),
      subjectName: z.string(),
      className: z.string(),
      attempts: z.number(),
      percent: z.number(),
    }),
  ),
  byChapter: z.array(ChapterPerformanceSchema),
  byDifficulty: z.array(
    z.strictObject({
      difficulty: z.enum(Difficulties),
      earned: z.number(),
      possible: z.number(),
      percent: z.number(),
    }),
  ),
  /** The weakest chapters (at least 3 marked questions), lowest first, for a focused practice paper. */
  weakest: z.array(ChapterPerformanceSchema),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
