import type { FastifyInstance } from 'fastify';
import type { Analytics, Attempt } from '@common/schemas/attempt';
import {
  AnalyticsQuerySchema,
  SaveAnswersInputSchema,
  SelfMarksInputSchema,
} from '@common/schemas/attempt';
import { storedNames } from '../../content/catalog';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { requireUser } from '../../plugins/session';
import { findAnalytics } from '../../services/attempts/analytics';
import {
  findAttempt,
  saveAnswers,
  selfMark,
  startAttempt,
  submitAttempt,
} from '../../services/attempts/attempts';

type WithId = { Params: { id: string } };

/** Online attempts and the analytics drawn from them (issue 5); each for its owner only. */
export function registerAttemptRoutes(app: FastifyInstance, ctx: AppContext) {
  const who = (request: Parameters<typeof requireUser>[0]) => ({
    db: ctx.db,
    userId: requireUser(request).id,
    now: ctx.clock.now(),
  });

  app.post<WithId>('/api/papers/:id/attempts', async (request, reply) => {
    const { created, attempt } = await startAttempt(who(request), request.params.id);
    return reply.status(created ? 201 : 200).send(attempt satisfies Attempt);
  });

  app.get<WithId>(
    '/api/attempts/:id',
    async (request) => (await findAttempt(who(request), request.params.id)) satisfies Attempt,
  );

  app.put<WithId>('/api/attempts/:id/answers', async (request) => {
    const context = who(request);
    const { answers } = parseInput(SaveAnswersInputSchema, request.body);
    return (await saveAnswers(context, request.params.id, answers)) satisfies Attempt;
  });

  app.post<WithId>(
    '/api/attempts/:id/submit',
    async (request) => (await submitAttempt(who(request), request.params.id)) satisfies Attempt,
  );

  app.put<WithId>('/api/attempts/:id/self-marks', async (request) => {
    const context = who(request);
    const { marks } = parseInput(SelfMarksInputSchema, request.body);
    return (await selfMark(context, request.params.id, marks)) satisfies Attempt;
  });

  app.get('/api/analytics', async (request) => {
    const userId = requireUser(request).id;
    const { lang } = parseInput(AnalyticsQuerySchema, request.query);
    const names = storedNames(ctx.content.catalog, lang);
    return (await findAnalytics(ctx.db, userId, names)) satisfies Analytics;
  });
}
