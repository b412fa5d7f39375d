import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastInput } from '@/components/ui/use-toast';

const toast = vi.hoisted(() => vi.fn<(input: ToastInput) => number>());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  becomes(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeBrowser({ controlled }: { controlled: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    update: vi.fn(async () => undefined),
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return { registration, container, reload };
}

async function start() {
  await (await import('@/i18n')).initI18n();
  const { registerServiceWorker } = await import('./register-service-worker');
  registerServiceWorker();
  await vi.waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js'));
}

function newVersion(registration: ReturnType<typeof fakeBrowser>['registration']) {
  const incoming = new FakeWorker();
  registration.installing = incoming;
  registration.dispatchEvent(new Event('updatefound'));
  incoming.becomes('installed');
  return incoming;
}

describe('registering the service worker', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('PROD', true);
    toast.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('checks for a new version every 60 s', async () => {
    vi.useFakeTimers();
    const { registration } = fakeBrowser({ controlled: true });
    await start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('offers a reload for a new version, and reloads once when it takes over', async () => {
    const { registration, container, reload } = fakeBrowser({ controlled: true });
    await start();
    const incoming = newVersion(registration);
    expect(toast).toHaveBeenCalledTimes(1);
    const offer = toast.mock.calls[0]![0];
    expect(offer.title).toBe('A new version of Prashna is ready.');
    expect(offer.action!.label).toBe('Reload');
    offer.action!.onClick();
    expect(incoming.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('neither offers nor reloads on the very first install', async () => {
    const { registration, container, reload } = fakeBrowser({ controlled: false });
    await start();
    newVersion(registration);
    container.dispatchEvent(new Event('controllerchange')); // clients.claim() of the first worker
    expect(toast).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing outside a production build', async () => {
    vi.stubEnv('PROD', false);
    fakeBrowser({ controlled: true });
    const { registerServiceWorker } = await import('./register-service-worker');
    registerServiceWorker();
    expect(navigator.serviceWorker.register).not.toHaveBeenCalled();
  });
});
