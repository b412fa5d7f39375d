import { SaveAttemptAnswers } from '@common/contracts/attempts';
import { saveAnswers } from '../../services/attempts/attempts';
import { route } from '../route';

/** PUT /api/attempts/:id/answers: every answer so far. */
export const saveAttemptAnswersRoute = route(SaveAttemptAnswers, ({ input, actor, ctx }) =>
  saveAnswers({ db: ctx.db, actor, now: ctx.clock.now() }, input.params.id, input.body.answers),
);
