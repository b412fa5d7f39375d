import type { FastifyInstance } from 'fastify';
import type { PaperSummary } from '@common/schemas/attempt';
import type { Paper } from '@common/schemas/paper';
import { ListPapersQuerySchema, RenamePaperInputSchema } from '@common/schemas/paper-queries';
import { storedNames } from '../../content/catalog';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/session';
import { presentPaper } from '../../presenters/paper';
import { createPaperVariant } from '../../services/papers/create-paper-variant';
import { deletePaper, listPapers, renamePaper } from '../../services/papers/my-papers';

type WithId = { Params: { id: string } };

/** My Papers (issue 5): list, rename, delete, and a new variant of a paper (same blueprint, new seed, own title). */
export function registerMyPapersRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/papers', async (request) => {
    const user = requireUser(request);
    const query = parseInput(ListPapersQuerySchema, request.query);
    const names = storedNames(ctx.content.catalog, query.lang);
    return (await listPapers(ctx.db, user.id, query, names)) satisfies {
      papers: PaperSummary[];
      total: number;
    };
  });

  app.patch<WithId>('/api/papers/:id', async (request) => {
    const user = requireUser(request);
    const { title } = parseInput(RenamePaperInputSchema, request.body);
    return presentPaper(
      await renamePaper(ctx.db, user.id, request.params.id, title),
    ) satisfies Paper;
  });

  app.delete<WithId>('/api/papers/:id', async (request, reply) => {
    const user = requireUser(request);
    await deletePaper(ctx.db, user.id, request.params.id);
    return reply.status(204).send();
  });

  app.post<WithId>('/api/papers/:id/variant', async (request, reply) => {
    const user = requireUser(request);
    enforceLimit(ctx.limiter, `papers:${user.id}`, Limits.papersPerUser);
    const paper = await createPaperVariant({
      db: ctx.db,
      content: ctx.content,
      userId: user.id,
      paperId: request.params.id,
      now: ctx.clock.now(),
    });
    return reply.status(201).send(paper satisfies Paper);
  });
}
