import { useSyncExternalStore } from 'react';
import {
  CONSENT_STORAGE_KEY,
  readConsent,
  subscribeToConsent,
  type CookiePreferences,
} from '@/lib/consent';

let cached: { raw: string | null; value: CookiePreferences | null } | undefined;

// useSyncExternalStore needs a stable snapshot: re-read only when the stored text changes.
function snapshot(): CookiePreferences | null {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, value: readConsent() };
  return cached.value;
}

/** The visitor's current cookie choice, or null while none is stored (or it expired). */
export function useConsent(): CookiePreferences | null {
  return useSyncExternalStore(subscribeToConsent, snapshot, () => null);
}
