import { and, eq, like } from 'drizzle-orm';
import { CreatePaperInputSchema, type Paper } from '@common/schemas/paper';
import type { ContentStore } from '../../content/content-store';
import type { Db } from '../../db/client';
import { papers } from '../../db/schema';
import { baseTitle, variantTitle } from '../../engine/variant-title';
import { parseInput } from '../../errors';
import { escapeLike } from '../../lib/escape-like';
import { createPaper } from './create-paper';
import { findPaperRow } from './find-paper';
import type { UserActor } from '../../actor';

/**
 * A new variant of one of the user's papers: its stored blueprint, checked again against today's
 * catalog, with a fresh seed and a title of its own ("… (variant 2)"). Paid for like any paper.
 */
export async function createPaperVariant(args: {
  db: Db;
  content: ContentStore;
  actor: UserActor;
  paperId: string;
  now: Date;
}): Promise<Paper> {
  const { db, actor } = args;
  const userId = actor.user.id;
  const row = await findPaperRow(db, userId, args.paperId);
  const { seed: _seed, ...blueprint } = parseInput(CreatePaperInputSchema, row.blueprint);
  const base = baseTitle(row.title);
  const taken = await db
    .select({ title: papers.title })
    .from(papers)
    .where(and(eq(papers.userId, userId), like(papers.title, `${escapeLike(base)} (%)`)));
  return createPaper({
    db,
    content: args.content,
    actor: args.actor,
    request: {
      ...blueprint,
      title: variantTitle(row.title, row.content.language, [
        row.title,
        ...taken.map((t) => t.title),
      ]),
    },
    now: args.now,
    keepHeader: false,
  });
}
