import { GetAttempt } from '@common/contracts/attempts';
import { findAttempt } from '../../services/attempts/attempts';
import { route } from '../route';

/** GET /api/attempts/:id: the owner's attempt, submitted by itself once past its deadline. */
export const getAttemptRoute = route(GetAttempt, ({ input, actor, ctx }) =>
  findAttempt({ db: ctx.db, actor, now: ctx.clock.now() }, input.params.id),
);
