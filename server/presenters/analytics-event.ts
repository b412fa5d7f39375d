import type { StoredAnalyticsEvent } from '@common/schemas/events';
import type { AnalyticsEventRow } from '../db/schema';

/** A stored event as the site admin reads it; the user id stays on the server. */
export function presentAnalyticsEvent(row: AnalyticsEventRow): StoredAnalyticsEvent {
  return {
    id: row.id,
    name: row.name as StoredAnalyticsEvent['name'],
    visitorId: row.visitorId,
    signedIn: row.userId !== null,
    path: row.path,
    language: row.language,
    properties: row.properties,
    occurredAt: row.occurredAt.toISOString(),
  };
}
