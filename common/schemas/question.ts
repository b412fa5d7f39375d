import { z } from 'zod';
import { QuestionFiguresSchema } from './figure';

/**
 * The question model (issue 4): the bank's YAML files under content/questions are validated by
 * these schemas at load and by `npm test`. Text is Markdown with LaTeX between `$...$`.
 */
export const QuestionTypes = ['mcq', 'short', 'long', 'case'] as const;
export type QuestionType = (typeof QuestionTypes)[number];

export const Difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof Difficulties)[number];

/** Languages a question can be written in; English is required, Hindi is written for all. */
export const QuestionLanguages = ['en', 'hi'] as const;
export type QuestionLanguage = (typeof QuestionLanguages)[number];

/** Competency tags, after Bloom's levels as CBSE's competency-based questions use them. */
export const Competencies = ['remember', 'understand', 'apply', 'analyse', 'evaluate'] as const;
export type Competency = (typeof Competencies)[number];

/** The four fixed options of an assertion-reason question, in this order (CBSE wording). */
export const ASSERTION_REASON_OPTION_COUNT = 4;

const text = z.string().trim().min(1).max(4000);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

const McqBody = z.strictObject({
  stem: text,
  options: z.array(text).length(4),
  solution: text,
});

const AssertionReasonBody = z.strictObject({
  assertion: text,
  reason: text,
  solution: text,
});

const WrittenBody = z.strictObject({
  stem: text,
  /** The final answer or the key points a marker looks for. */
  answer: text,
  /** The worked solution or marking scheme. */
  solution: text,
});

const CasePart = z.strictObject({ stem: text, answer: text, solution: text });

const CaseBody = z.strictObject({
  passage: text,
  parts: z
    .array(
      CasePart.extend({
        /** The board's internal choice inside a case study: another sub-question, same marks. */
        or: CasePart.optional(),
      }),
    )
    .min(2)
    .max(5),
});

/** Where a question comes from (issue 14): the loader refuses a question without it. */
export const QuestionSources = ['original', 'template', 'adapted'] as const;
/** Only reviewed questions reach papers; a draft waits for a reviewer other than its writer. */
export const ReviewStates = ['draft', 'reviewed'] as const;

export const ProvenanceSchema = z.strictObject({
  source: z.enum(QuestionSources),
  /** Who wrote it and who checked its answer and solution (never the same). */
  writtenBy: z.string().trim().min(2).max(120),
  reviewedBy: z.string().trim().min(2).max(120).optional(),
  review: z.enum(ReviewStates),
  /** For an adapted question: the work, where it is, its licence (content/licences.yaml). */
  adaptedFrom: z
    .strictObject({
      title: z.string().trim().min(2).max(200),
      url: z.url(),
      licence: z.string().trim().min(2).max(40),
      /** The credit line the licence asks for; printed with the paper. */
      attribution: z.string().trim().min(2).max(300),
    })
    .optional(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

const common = {
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id of lower-case words and digits'),
  difficulty: z.enum(Difficulties),
  marks: z.number().int().min(1).max(10),
  competencies: z.array(z.enum(Competencies)).min(1),
  /** Topic tags within the chapter, for search and analytics. */
  tags: z.array(slug).max(8).default([]),
  /** When absent, the file's provenance applies. */
  provenance: ProvenanceSchema.optional(),
  figures: QuestionFiguresSchema.optional(),
};

const McqQuestion = z.strictObject({
  ...common,
  type: z.literal('mcq'),
  style: z.literal('standard').default('standard'),
  answerIndex: z.number().int().min(0).max(3),
  en: McqBody,
  hi: McqBody.optional(),
});

const AssertionReasonQuestion = z.strictObject({
  ...common,
  type: z.literal('mcq'),
  style: z.literal('assertion-reason'),
  answerIndex: z
    .number()
    .int()
    .min(0)
    .max(ASSERTION_REASON_OPTION_COUNT - 1),
  en: AssertionReasonBody,
  hi: AssertionReasonBody.optional(),
});

const WrittenQuestion = z.strictObject({
  ...common,
  type: z.enum(['short', 'long']),
  en: WrittenBody,
  hi: WrittenBody.optional(),
});

const CaseQuestion = z.strictObject({
  ...common,
  type: z.literal('case'),
  /** Marks of each part, in order; they add up to `marks`. */
  partMarks: z.array(z.number().int().min(1).max(5)).min(2).max(5),
  en: CaseBody,
  hi: CaseBody.optional(),
});

export const BankQuestionSchema = z
  .union([McqQuestion, AssertionReasonQuestion, WrittenQuestion, CaseQuestion])
  .superRefine((question, ctx) => {
    if (question.type === 'mcq' && question.style === 'standard') {
      for (const body of [question.en, question.hi]) {
        if (body && new Set(body.options.map((o) => o.trim())).size !== body.options.length)
          ctx.addIssue({ code: 'custom', message: 'MCQ options must be distinct' });
      }
    }
    if (question.type === 'case') {
      const sum = question.partMarks.reduce((a, b) => a + b, 0);
      if (sum !== question.marks)
        ctx.addIssue({
          code: 'custom',
          message: `part marks add up to ${sum}, not ${question.marks}`,
        });
      for (const body of [question.en, question.hi]) {
        if (body && body.parts.length !== question.partMarks.length)
          ctx.addIssue({ code: 'custom', message: 'one partMarks entry per part' });
      }
      if (
        question.hi &&
        question.en.parts.some((part, i) => Boolean(part.or) !== Boolean(question.hi!.parts[i]?.or))
      )
        ctx.addIssue({
          code: 'custom',
          message: 'the internal choice (or) is in the same part in English and Hindi',
        });
    }
  });
export type BankQuestion = z.infer<typeof BankQuestionSchema>;

/** One YAML file of the bank: the questions of one chapter. */
export const BankFileSchema = z.strictObject({
  /** The provenance of every question in the file that does not give its own. */
  provenance: ProvenanceSchema.optional(),
  curriculum: slug,
  class: z.number().int().min(0).max(13),
  subject: slug,
  chapter: slug,
  questions: z.array(BankQuestionSchema).min(1),
});
export type BankFile = z.infer<typeof BankFileSchema>;
