import { CreateEvent } from '@common/contracts/events';
import type { AnalyticsEventName } from '@common/schemas/events';
import { call } from './call';
import { hasAnalyticsConsent, subscribeToConsent } from './consent';

/**
 * A random id for this browser, created only after analytics consent (docs/spec-departures.md §5).
 */
export const VISITOR_ID_STORAGE_KEY = 'analytics-visitor-id';

type Properties = Record<string, string | number | boolean>;

function visitorId(): string {
  let id = localStorage.getItem(VISITOR_ID_STORAGE_KEY);
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) {
    id = crypto.randomUUID();
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, id);
  }
  return id;
}

/**
 * Sends one first-party event to POST /api/events, and does nothing at all without analytics
 * consent (spec §7). Never throws: analytics must not break what the user is doing.
 */
export function track(name: AnalyticsEventName, properties: Properties = {}): void {
  if (!hasAnalyticsConsent()) return;
  const body = {
    name,
    visitorId: visitorId(),
    path: window.location.pathname,
    language: document.documentElement.lang || undefined,
    properties,
    occurredAt: new Date().toISOString(),
  };
  call(CreateEvent, { body }).catch(() => undefined);
}

/** Forgets the visitor id once analytics consent is withdrawn, so a later yes starts afresh. */
export function forgetVisitorWhenConsentIsWithdrawn(): () => void {
  return subscribeToConsent(() => {
    if (!hasAnalyticsConsent()) localStorage.removeItem(VISITOR_ID_STORAGE_KEY);
  });
}
