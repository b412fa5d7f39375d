import { SubmitAttempt } from '@common/contracts/attempts';
import { submitAttempt } from '../../services/attempts/attempts';
import { route } from '../route';

/** POST /api/attempts/:id/submit: marks the attempt; the paper's answers come with it. */
export const submitAttemptRoute = route(SubmitAttempt, ({ input, actor, ctx }) =>
  submitAttempt({ db: ctx.db, actor, now: ctx.clock.now() }, input.params.id),
);
