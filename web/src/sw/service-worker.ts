// The service worker served at /sw.js (spec §7). web/build/service-worker-plugin.ts compiles
// this file at build time and fills in the two placeholders below; it is never bundled.
// Strategy: the app shell is cached at install so the landing page opens offline; pages go
// to the network first; hashed /assets/* never change, so the cache answers them first.

declare const __PRECACHE_URLS__: string[];
declare const __BUILD_VERSION__: string;

// The project compiles against the DOM library, which lacks the worker types used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const PRECACHE_URLS = __PRECACHE_URLS__;
const CACHE_PREFIX = 'prashna-';
const CACHE_NAME = `${CACHE_PREFIX}${__BUILD_VERSION__}`;

worker.addEventListener('install', (event) => {
  // No skipWaiting here: open pages keep the version they loaded with until the visitor
  // chooses Reload on the "new version" toast, which posts SKIP_WAITING.
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll(PRECACHE_URLS)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const stale = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API must always see the real request: sessions, CSRF and fresh data.
  if (url.origin !== worker.location.origin || /^\/api(\/|$)/.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/') || PRECACHE_URLS.includes(url.pathname))
    event.respondWith(cacheFirst(request));
});

/** Every route is the same single page, so offline any navigation gets the cached one. */
async function networkFirstPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await (await caches.open(CACHE_NAME)).match('/index.html');
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// A module for the type checker (its names stay out of the app's globals); the build drops
// this line because a service worker registered without { type: 'module' } is a plain script.
export {};
