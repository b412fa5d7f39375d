// The install prompt's and the service worker's timings and storage (spec §3, §4, §7, §9).

/** The card shows this long after the browser offers installation (beforeinstallprompt). */
export const INSTALL_PROMPT_DELAY_MS = 3000;
/** On browsers without that event (iOS Safari) the card, with manual steps, waits longer. */
export const MANUAL_INSTALL_PROMPT_DELAY_MS = 5000;
/** "Not now" hides the card this long. */
export const INSTALL_PROMPT_SUPPRESSION_MS = 7 * 24 * 60 * 60 * 1000;
/** Where the dismissal date is kept (ISO 8601), spec §3 "install-prompt dismissed date". */
export const INSTALL_PROMPT_DISMISSED_KEY = 'install-prompt-dismissed';
/** How often an open page asks the server for a new service worker. */
export const SERVICE_WORKER_UPDATE_INTERVAL_MS = 60_000;
