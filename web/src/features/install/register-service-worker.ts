/** Placeholder until the service worker lands. */
export function registerServiceWorker(): void {}
