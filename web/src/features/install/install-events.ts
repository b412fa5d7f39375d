import { useSyncExternalStore } from 'react';

/** The event Chromium-based browsers fire when the app can be installed (not in the DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type InstallEvents = { offer: BeforeInstallPromptEvent | null; installed: boolean };

let state: InstallEvents = { offer: null, installed: false };
const listeners = new Set<() => void>();

function update(next: Partial<InstallEvents>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

// Listening from the moment this module loads, not when React mounts: the browser may make
// its offer while the app is still starting, and it makes it only once per page.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's own mini-infobar away; the card offers it
    update({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ offer: null, installed: true }));
}

/** Forgets the offer: a beforeinstallprompt event can prompt only once. */
export function forgetOffer(): void {
  update({ offer: null });
}

/** The browser's pending install offer, and whether the app was installed from this page. */
export function useInstallEvents(): InstallEvents {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
