import type { FastifyInstance } from 'fastify';
import { FEEDBACK_CACHE_MS } from '@common/feedback';
import type { Feedback } from '@common/schemas/feedback';
import type { AppContext } from '../../context';
import { TtlCache } from '../../lib/ttl-cache';
import { registerCreateContactMessage } from './create-contact-message';
import { registerFindFeedbacks } from './find-feedbacks';
import { registerReviewFeedbacks } from './review-feedbacks';

/** Contact messages and the published feedback they become (spec §2, §7). */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext) {
  const publishedFeedback = new TtlCache<Feedback[]>(ctx.clock, FEEDBACK_CACHE_MS);
  registerCreateContactMessage(app, ctx);
  registerFindFeedbacks(app, ctx, publishedFeedback);
  registerReviewFeedbacks(app, ctx, publishedFeedback);
}
