import { eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { UserActor } from '../../actor';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

/** Whose plans the asker may read by e-mail: their own; anyone's for a site admin (403 otherwise). */
export async function subscriberOf(db: Db, actor: UserActor, email: string): Promise<string> {
  const wanted = email.toLowerCase();
  if (wanted === actor.user.email.toLowerCase()) return actor.user.id;
  if (actor.kind !== 'site-admin') throw new AppError('forbidden', Messages.forbidden);
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, wanted));
  if (!other) throw new AppError('not_found', Messages.notFound);
  return other.id;
}
