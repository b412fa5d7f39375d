import { Access, defineOperation } from '../operation';
import { AttemptSchema, SaveAnswersInputSchema, SelfMarksInputSchema } from '../schemas/attempt';
import { IdParamsSchema } from '../schemas/ids';

/** Online attempts (issue 5), each for its owner only. Starting answers 201, or 200 for the open one. */
export const StartAttempt = defineOperation({
  name: 'start-attempt',
  method: 'POST',
  path: '/api/papers/:id/attempts',
  params: IdParamsSchema,
  output: AttemptSchema,
  status: 201,
  access: Access.signedIn,
});

export const GetAttempt = defineOperation({
  name: 'get-attempt',
  method: 'GET',
  path: '/api/attempts/:id',
  params: IdParamsSchema,
  output: AttemptSchema,
  access: Access.signedIn,
});

export const SaveAttemptAnswers = defineOperation({
  name: 'save-attempt-answers',
  method: 'PUT',
  path: '/api/attempts/:id/answers',
  params: IdParamsSchema,
  body: SaveAnswersInputSchema,
  output: AttemptSchema,
  access: Access.signedIn,
});

export const SubmitAttempt = defineOperation({
  name: 'submit-attempt',
  method: 'POST',
  path: '/api/attempts/:id/submit',
  params: IdParamsSchema,
  output: AttemptSchema,
  access: Access.signedIn,
});

export const SaveSelfMarks = defineOperation({
  name: 'save-self-marks',
  method: 'PUT',
  path: '/api/attempts/:id/self-marks',
  params: IdParamsSchema,
  body: SelfMarksInputSchema,
  output: AttemptSchema,
  access: Access.signedIn,
});
