import type { Paper } from '@common/schemas/paper';
import type { PaperRow } from '../db/schema';

/** A stored paper as the API answers it. */
export function presentPaper(row: PaperRow): Paper {
  return { id: row.id, ...row.content, createdAt: row.createdAt.toISOString() };
}
