import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n';
import { SERVICE_WORKER_UPDATE_INTERVAL_MS } from './constants';

// Set when the visitor chooses Reload. The first install's clients.claim() also fires
// controllerchange, and that one must not reload the page.
let reloadRequested = false;
let reloading = false;

function offerReload(waiting: ServiceWorker) {
  toast({
    title: i18n.t('update.ready'),
    duration: Infinity,
    action: {
      label: i18n.t('update.reload'),
      altText: i18n.t('update.reloadAlt'),
      onClick: () => {
        reloadRequested = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}

async function register(container: ServiceWorkerContainer) {
  container.addEventListener('controllerchange', () => {
    if (!reloadRequested || reloading) return;
    reloading = true;
    location.reload();
  });
  const registration = await container.register('/sw.js');
  setInterval(() => {
    registration.update().catch((error: unknown) => console.warn('Service worker update', error));
  }, SERVICE_WORKER_UPDATE_INTERVAL_MS);
  // Without a controller the page runs no older version, so there is nothing to reload for.
  if (registration.waiting && container.controller) offerReload(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const incoming = registration.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed' && container.controller) offerReload(incoming);
    });
  });
}

/**
 * Registers /sw.js in production builds (spec §7), checks for a new version every 60 s and
 * offers a reload once one is installed. Failures are only logged: the app works without it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    register(navigator.serviceWorker).catch((error: unknown) =>
      console.warn('Service worker registration', error),
    );
  };
  // After load, so caching the app shell does not compete with the first render.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
