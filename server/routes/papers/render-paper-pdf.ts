import type { FastifyInstance } from 'fastify';
import { PaperPdfQuerySchema } from '@common/schemas/paper-pdf';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/session';
import { findPaper } from '../../services/papers/find-paper';
import { renderPaperPdf } from '../../services/papers/render-paper-pdf';
import { spendPdfAllowance } from '../../services/subscriptions/quotas';

/**
 * GET /api/papers/:id/pdf?kind=paper|answers: the owner's paper or answer key, watermarked. Each
 * paper downloaded counts once a month against its subject's 2 downloads (402 past them); a PDF
 * that cannot be printed gives its download back.
 */
export function registerRenderPaperPdf(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string } }>('/api/papers/:id/pdf', async (request, reply) => {
    const user = requireUser(request);
    const { kind } = parseInput(PaperPdfQuerySchema, request.query);
    const paper = await findPaper(ctx.db, user.id, request.params.id);
    enforceLimit(ctx.limiter, `pdf:${user.id}`, Limits.pdfsPerUser);
    const now = ctx.clock.now();
    const giveBack = await spendPdfAllowance({
      db: ctx.db,
      userId: user.id,
      paperId: paper.id,
      scope: { country: paper.country, curriculum: paper.curriculum, classNumber: paper.class },
      subject: paper.subject,
      now,
    });
    let printed;
    try {
      printed = await renderPaperPdf({
        pdf: ctx.pdf,
        paper,
        kind,
        reader: { id: user.id },
        now,
      });
    } catch (error) {
      await giveBack();
      throw error;
    }
    const { pdf, filename } = printed;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
