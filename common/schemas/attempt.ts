import { z } from 'zod';
import { UiLanguages } from '../languages';
import type { Paper } from './paper';
import type { Difficulty, QuestionType } from './question';

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
export type QuestionResult = {
  number: number;
  type: QuestionType;
  chapter: string;
  difficulty: Difficulty;
  marks: number;
  /** Marks earned; null for a written answer the student has not marked yet. */
  earned: number | null;
  /** True when this question counts towards the score (all, or the best n of an "attempt any n" section). */
  counted: boolean;
  answered: boolean;
};

export type AttemptStatus = 'in_progress' | 'submitted';

/** An attempt as the API answers it. The paper's answers are present only once it is submitted. */
export type Attempt = {
  id: string;
  paperId: string;
  status: AttemptStatus;
  startedAt: string;
  deadlineAt: string;
  submittedAt: string | null;
  autoSubmitted: boolean;
  answers: Record<string, AttemptAnswer>;
  selfMarks: Record<string, number>;
  /** Present once submitted. */
  results: QuestionResult[] | null;
  score: number | null;
  maxMarks: number;
  /** The paper; without answers and solutions while in progress. */
  paper: Paper;
};

/** A paper in the My Papers list. */
export type PaperSummary = {
  id: string;
  title: string;
  curriculum: string;
  curriculumName: string;
  class: number;
  subject: string;
  subjectName: string;
  totalMarks: number;
  questionCount: number;
  language: string;
  createdAt: string;
  attempts: number;
  bestScore: number | null;
};

/** GET /api/analytics?lang=: subjects and chapters named in the reader's language (issue 12). */
export const AnalyticsQuerySchema = z.strictObject({ lang: z.enum(UiLanguages).default('en') });

/** GET /api/analytics: the dashboard, from the user's real papers and submitted attempts. */
export type Analytics = {
  papersGenerated: number;
  attempts: number;
  /** Percent over every marked question of every submitted attempt; null with no attempts. */
  averagePercent: number | null;
  scoreOverTime: {
    attemptId: string;
    date: string;
    percent: number;
    paperTitle: string;
    subjectName: string;
  }[];
  bySubject: {
    key: string;
    subjectName: string;
    className: string;
    attempts: number;
    percent: number;
  }[];
  byChapter: ChapterPerformance[];
  byDifficulty: { difficulty: Difficulty; earned: number; possible: number; percent: number }[];
  /** The weakest chapters (at least 3 marked questions), lowest first, for a focused practice paper. */
  weakest: ChapterPerformance[];
};

export type ChapterPerformance = {
  country: string;
  curriculum: string;
  class: number;
  subject: string;
  subjectName: string;
  chapter: string;
  chapterName: string;
  questions: number;
  earned: number;
  possible: number;
  percent: number;
};
