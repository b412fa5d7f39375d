import { z } from 'zod';
import { Access, defineOperation } from '../operation';
import { PaperSummarySchema } from '../schemas/attempt';
import { IdParamsSchema } from '../schemas/ids';
import { CreatePaperInputSchema, PaperHeaderSchema, PaperSchema } from '../schemas/paper';
import { PaperPdfQuerySchema } from '../schemas/paper-pdf';
import {
  ListPapersQuerySchema,
  RenamePaperInputSchema,
  SwapOptionsSchema,
  SwapPaperQuestionInputSchema,
} from '../schemas/paper-queries';

/** Papers (issues 4, 5, 12): each for its owner only. */
export const CreatePaper = defineOperation({
  name: 'create-paper',
  method: 'POST',
  path: '/api/papers',
  body: CreatePaperInputSchema,
  output: PaperSchema,
  status: 201,
  access: Access.signedIn,
});

export const GetPaper = defineOperation({
  name: 'get-paper',
  method: 'GET',
  path: '/api/papers/:id',
  params: IdParamsSchema,
  output: PaperSchema,
  access: Access.signedIn,
});

export const FindPapers = defineOperation({
  name: 'find-papers',
  method: 'GET',
  path: '/api/papers',
  query: ListPapersQuerySchema,
  output: z.strictObject({ papers: z.array(PaperSummarySchema), total: z.number() }),
  access: Access.signedIn,
});

export const RenamePaper = defineOperation({
  name: 'rename-paper',
  method: 'PATCH',
  path: '/api/papers/:id',
  params: IdParamsSchema,
  body: RenamePaperInputSchema,
  output: PaperSchema,
  access: Access.signedIn,
});

export const DeletePaper = defineOperation({
  name: 'delete-paper',
  method: 'DELETE',
  path: '/api/papers/:id',
  params: IdParamsSchema,
  status: 204,
  produces: 'nothing',
  access: Access.signedIn,
});

export const CreatePaperVariant = defineOperation({
  name: 'create-paper-variant',
  method: 'POST',
  path: '/api/papers/:id/variant',
  params: IdParamsSchema,
  output: PaperSchema,
  status: 201,
  access: Access.signedIn,
});

export const RenderPaperPdf = defineOperation({
  name: 'render-paper-pdf',
  method: 'GET',
  path: '/api/papers/:id/pdf',
  params: IdParamsSchema,
  query: PaperPdfQuerySchema,
  produces: 'pdf',
  access: Access.signedIn,
});

export const FindSwapOptions = defineOperation({
  name: 'find-swap-options',
  method: 'GET',
  path: '/api/papers/:id/swap-options',
  params: IdParamsSchema,
  output: SwapOptionsSchema,
  access: Access.signedIn,
});

export const SwapPaperQuestion = defineOperation({
  name: 'swap-paper-question',
  method: 'POST',
  path: '/api/papers/:id/swap-question',
  params: IdParamsSchema,
  body: SwapPaperQuestionInputSchema,
  output: PaperSchema,
  access: Access.signedIn,
});

export const GetPaperHeader = defineOperation({
  name: 'get-paper-header',
  method: 'GET',
  path: '/api/paper-header',
  output: PaperHeaderSchema,
  access: Access.signedIn,
});
