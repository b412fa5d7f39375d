/**
 * Cookie consent (spec §3, §4): necessary storage is always on; analytics and marketing only
 * with the visitor's choice, which is kept with its time and asked again after 6 months.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent-preferences';
export const CONSENT_VALID_MONTHS = 6;
const CHANGE_EVENT = 'prashna:consent-change';

export type CookiePreferences = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** When the choice was made (ISO 8601). */
  timestamp: string;
};

export type ConsentChoice = Pick<CookiePreferences, 'analytics' | 'marketing'>;

/** The stored choice, or null when none was made, it is unreadable or older than 6 months. */
export function readConsent(now = new Date()): CookiePreferences | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const { analytics, marketing, timestamp } = stored as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    const given = new Date(typeof timestamp === 'string' ? timestamp : NaN);
    if (Number.isNaN(given.getTime())) return null;
    const expires = new Date(given);
    expires.setMonth(expires.getMonth() + CONSENT_VALID_MONTHS);
    if (expires <= now) return null;
    return { necessary: true, analytics, marketing, timestamp: given.toISOString() };
  } catch {
    return null;
  }
}

/** Stores a choice with the current time and tells every listener. */
export function saveConsent(choice: ConsentChoice, now = new Date()): CookiePreferences {
  const preferences: CookiePreferences = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
  };
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(preferences));
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
  return preferences;
}

/** True only while a current choice allows analytics. */
export function hasAnalyticsConsent(): boolean {
  return readConsent()?.analytics === true;
}

/** Calls `listener` whenever the choice changes, in this tab or another. */
export function subscribeToConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
