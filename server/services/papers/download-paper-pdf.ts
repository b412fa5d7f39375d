import type { Paper } from '@common/schemas/paper';
import type { PaperPdfKind } from '@common/schemas/paper-pdf';
import type { Db } from '../../db/client';
import type { PdfRenderer } from '../../integrations/pdf/pdf-renderer';
import { spendPdfAllowance } from '../subscriptions/quotas';
import { renderPaperPdf } from './render-paper-pdf';
import type { UserActor } from '../../actor';

/**
 * Prints the owner's paper or answer key. Each paper downloaded counts once a month against its
 * subject's downloads (402 past them); a PDF that cannot be printed gives its download back.
 */
export async function downloadPaperPdf(args: {
  db: Db;
  pdf: PdfRenderer;
  paper: Paper;
  kind: PaperPdfKind;
  actor: UserActor;
  now: Date;
}) {
  const { db, paper, actor, now } = args;
  const userId = actor.user.id;
  const giveBack = await spendPdfAllowance({
    db,
    userId,
    paperId: paper.id,
    scope: { country: paper.country, curriculum: paper.curriculum, classNumber: paper.class },
    subject: paper.subject,
    now,
  });
  try {
    return await renderPaperPdf({
      pdf: args.pdf,
      paper,
      kind: args.kind,
      reader: { id: userId },
      now,
    });
  } catch (error) {
    await giveBack();
    throw error;
  }
}
