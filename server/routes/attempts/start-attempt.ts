import { StartAttempt } from '@common/contracts/attempts';
import { startAttempt } from '../../services/attempts/attempts';
import { route } from '../route';

/** POST /api/papers/:id/attempts: a new attempt (201), or the one still open (200). */
export const startAttemptRoute = route(StartAttempt, async ({ input, actor, ctx, reply }) => {
  const { created, attempt } = await startAttempt(
    { db: ctx.db, actor, now: ctx.clock.now() },
    input.params.id,
  );
  reply.status(created ? 201 : 200);
  return attempt;
});
