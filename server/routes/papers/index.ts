import type { FastifyInstance } from 'fastify';
import { CreatePaperInputSchema, type Paper } from '@common/schemas/paper';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/session';
import { createPaper } from '../../services/papers/create-paper';
import { findPaper } from '../../services/papers/find-paper';
import { registerMyPapersRoutes } from './my-papers';
import { registerRenderPaperPdf } from './render-paper-pdf';
import { registerFindSwapOptions } from './find-swap-options';
import { registerGetPaperHeader } from './get-paper-header';
import { registerSwapPaperQuestion } from './swap-paper-question';

/** POST /api/papers and GET /api/papers/:id: signed-in users, each paper for its owner only. */
export function registerPaperRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/papers', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(CreatePaperInputSchema, request.body);
    enforceLimit(ctx.limiter, `papers:${user.id}`, Limits.papersPerUser);
    const paper = await createPaper({
      db: ctx.db,
      content: ctx.content,
      userId: user.id,
      request: input,
      now: ctx.clock.now(),
    });
    return reply.status(201).send(paper satisfies Paper);
  });

  app.get<{ Params: { id: string } }>('/api/papers/:id', async (request) => {
    const user = requireUser(request);
    return (await findPaper(ctx.db, user.id, request.params.id)) satisfies Paper;
  });

  registerMyPapersRoutes(app, ctx);
  registerRenderPaperPdf(app, ctx);
  registerFindSwapOptions(app, ctx);
  registerGetPaperHeader(app, ctx);
  registerSwapPaperQuestion(app, ctx);
}
