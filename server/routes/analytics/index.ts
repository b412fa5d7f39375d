import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCreateAnalyticsEvent } from './create-analytics-event';
import { registerFindAnalyticsEvents } from './find-analytics-events';

/** First-party analytics (decisions.md 5). */
export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCreateAnalyticsEvent(app, ctx);
  registerFindAnalyticsEvents(app, ctx);
}
