import { SaveSelfMarks } from '@common/contracts/attempts';
import { selfMark } from '../../services/attempts/attempts';
import { route } from '../route';

/** PUT /api/attempts/:id/self-marks: the student's marks for written answers. */
export const saveSelfMarksRoute = route(SaveSelfMarks, ({ input, actor, ctx }) =>
  selfMark({ db: ctx.db, actor, now: ctx.clock.now() }, input.params.id, input.body.marks),
);
