import { INSTALL_PROMPT_DISMISSED_KEY, INSTALL_PROMPT_SUPPRESSION_MS } from './constants';

/** Which manual instructions suit a browser without the beforeinstallprompt event. */
export type ManualSteps = 'ios' | 'safari-mac' | 'other';

/** True while a dismissal (ISO date) is less than 7 days old; a date in the future never counts. */
export function isSuppressed(dismissedAt: string | null, now: Date): boolean {
  if (!dismissedAt) return false;
  const elapsed = now.getTime() - new Date(dismissedAt).getTime();
  return elapsed >= 0 && elapsed < INSTALL_PROMPT_SUPPRESSION_MS;
}

/** The stored dismissal date, or null (also when storage is blocked). */
export function readDismissedAt(): string | null {
  try {
    return localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** Remembers a dismissal; without storage the card simply comes back next visit. */
export function saveDismissedAt(now: Date): void {
  try {
    localStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, now.toISOString());
  } catch {
    // Storage blocked (private mode): nothing else to do.
  }
}

/** True when the page runs as the installed app (an installed PWA or an iOS home-screen app). */
export function isRunningInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Picks the manual steps from the user agent; iPadOS passes as a Mac but has touch points. */
export function manualInstallSteps(userAgent: string, maxTouchPoints: number): ManualSteps {
  const mac = /Macintosh/.test(userAgent);
  if (/iPhone|iPad|iPod/.test(userAgent) || (mac && maxTouchPoints > 1)) return 'ios';
  if (mac && /Version\/[\d.]+.*Safari\//.test(userAgent)) return 'safari-mac';
  return 'other';
}
