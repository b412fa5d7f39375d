import type { FastifyInstance } from 'fastify';
import { PaperPdfQuerySchema } from '@common/schemas/paper-pdf';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/session';
import { findPaper } from '../../services/papers/find-paper';
import { renderPaperPdf } from '../../services/papers/render-paper-pdf';

/** GET /api/papers/:id/pdf?kind=paper|answers: the owner's paper or answer key, watermarked. */
export function registerRenderPaperPdf(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string } }>('/api/papers/:id/pdf', async (request, reply) => {
    const user = requireUser(request);
    const { kind } = parseInput(PaperPdfQuerySchema, request.query);
    const paper = await findPaper(ctx.db, user.id, request.params.id);
    enforceLimit(ctx.limiter, `pdf:${user.id}`, Limits.pdfsPerUser);
    const { pdf, filename } = await renderPaperPdf({
      pdf: ctx.pdf,
      paper,
      kind,
      reader: { fullName: user.fullName, email: user.email },
      now: ctx.clock.now(),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
