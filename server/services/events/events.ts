import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnalyticsEventInputSchema, AnalyticsEventName } from '@common/schemas/events';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export type RecordEventOptions = {
  db: Db;
  event: z.output<typeof AnalyticsEventInputSchema>;
  userId: string | null;
  now: Date;
};

/** Stores one consented event. Only the path is kept: query strings can carry codes or emails. */
export async function recordEvent({ db, event, userId, now }: RecordEventOptions) {
  const occurredAt = event.occurredAt ? new Date(event.occurredAt) : now;
  // A client clock far off (or a replayed event) must not place events in the future or the past.
  const plausible = Math.abs(occurredAt.getTime() - now.getTime()) < 24 * 3600_000;
  await db.insert(analyticsEvents).values({
    name: event.name,
    visitorId: event.visitorId,
    userId,
    path: event.path.split(/[?#]/)[0] || '/',
    language: event.language ?? null,
    properties: event.properties,
    occurredAt: plausible ? occurredAt : now,
    receivedAt: now,
  });
}

export type FindEventsOptions = {
  db: Db;
  visitorId?: string;
  name?: AnalyticsEventName;
  limit: number;
};

/** The newest events, optionally for one visitor or one event name, for the site admin. */
export async function findEvents({ db, visitorId, name, limit }: FindEventsOptions) {
  const filters: SQL[] = [];
  if (visitorId) filters.push(eq(analyticsEvents.visitorId, visitorId));
  if (name) filters.push(eq(analyticsEvents.name, name));
  return db
    .select()
    .from(analyticsEvents)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(analyticsEvents.id))
    .limit(limit);
}
