import { RenderPaperPdf } from '@common/contracts/papers';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { downloadPaperPdf } from '../../services/papers/download-paper-pdf';
import { findPaper } from '../../services/papers/find-paper';
import { route } from '../route';

/**
 * GET /api/papers/:id/pdf?kind=paper|answers: the owner's paper or answer key, watermarked, under
 * the month's download allowance.
 */
export const renderPaperPdfRoute = route(RenderPaperPdf, async ({ input, actor, ctx, reply }) => {
  const paper = await findPaper(ctx.db, actor, input.params.id);
  await enforceLimit(ctx.limiter, `pdf:${actor.user.id}`, Limits.pdfsPerUser);
  const { pdf, filename } = await downloadPaperPdf({
    db: ctx.db,
    pdf: ctx.pdf,
    paper,
    kind: input.query.kind,
    actor,
    now: ctx.clock.now(),
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
});
