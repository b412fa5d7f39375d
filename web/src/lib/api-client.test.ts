import { afterEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@common/messages';
import { ApiError, apiRequest, serverNow, worthRetrying } from './api-client';

type Call = { url: string; init: RequestInit };
const calls: Call[] = [];

function mockFetch(responses: Response[]) {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return responses.shift()!;
  });
}

afterEach(() => vi.unstubAllGlobals());

/** The error a call fails with (the test fails if it succeeds). */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => error,
  );

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

describe('api client (spec §7, §8)', () => {
  it('fetches a CSRF token first and sends it with the no-cache headers and credentials', async () => {
    mockFetch([json({ csrfToken: 'tok' }), json({ ok: true })]);
    await apiRequest('POST', '/api/login', { loginId: 'a' });
    expect(calls[0]?.url).toBe('/api/csrf-token');
    const headers = calls[1]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'X-CSRF-Token': 'tok',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Pragma: 'no-cache',
      Expires: '0',
    });
    expect(calls[1]!.init.credentials).toBe('include');
  });

  it('shares one token fetch between mutations made at the same time', async () => {
    mockFetch([json({ csrfToken: 'tok' }), json({ ok: 1 }), json({ ok: 2 })]);
    await Promise.all([
      apiRequest('POST', '/api/events', { name: 'a' }),
      apiRequest('POST', '/api/events', { name: 'b' }),
    ]);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/csrf-token',
      '/api/events',
      '/api/events',
    ]);
    for (const call of calls.slice(1))
      expect(call.init.headers).toMatchObject({ 'X-CSRF-Token': 'tok' });
  });

  it('sends no content type without a body, and no token on GET', async () => {
    mockFetch([json({ ok: true })]);
    await apiRequest('GET', '/api/session');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('goes on without the token when its fetch fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch([new Response('down', { status: 500 }), json({ ok: true })]);
    await apiRequest('POST', '/api/logout');
    expect(warn).toHaveBeenCalled();
    expect(calls[1]!.init.headers).not.toHaveProperty('X-CSRF-Token');
  });

  it('copies the error body fields and uses its message', async () => {
    mockFetch([
      json(
        { message: 'Over the limit', code: 'payment_required', requiresSubscription: true },
        402,
        'Payment Required',
      ),
    ]);
    const error = await failure(apiRequest('GET', '/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      message: 'Over the limit',
      requiresSubscription: true,
    });
  });

  it('falls back to the status text, and to "status: body" for non-JSON', async () => {
    mockFetch([json({}, 404, 'Not Found')]);
    expect((await failure(apiRequest('GET', '/api/x'))).message).toBe('Not Found');
    mockFetch([new Response('Teapot page', { status: 418 })]);
    expect((await failure(apiRequest('GET', '/api/x'))).message).toBe('418: Teapot page');
  });

  it('says in words when the server failed or could not be reached, never "Failed to fetch"', async () => {
    mockFetch([json({}, 500, 'Internal Server Error')]);
    expect((await failure(apiRequest('GET', '/api/x'))).message).toBe(Messages.serverError);
    mockFetch([new Response('<html>Bad gateway</html>', { status: 502 })]);
    expect((await failure(apiRequest('GET', '/api/x'))).message).toBe(Messages.serverUnavailable);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = await failure(apiRequest('GET', '/api/x'));
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ status: 0, message: Messages.networkUnavailable });
    expect(worthRetrying(offline)).toBe(true);
    expect(worthRetrying(new ApiError(502, 'x'))).toBe(true);
    expect(worthRetrying(new ApiError(422, 'x'))).toBe(false);
  });

  it("reads the server's clock from a response's Date header, whatever the device's clock says", async () => {
    const server = Date.parse('2026-11-21T12:00:00Z');
    mockFetch([new Response('{}', { headers: { Date: new Date(server).toUTCString() } })]);
    vi.useFakeTimers({ now: server - 3 * 60_000 }); // the device is three minutes slow
    try {
      await apiRequest('GET', '/api/attempts/x');
      expect(Math.abs(serverNow() - server)).toBeLessThanOrEqual(1000);
      vi.advanceTimersByTime(60_000);
      expect(Math.abs(serverNow() - (server + 60_000))).toBeLessThanOrEqual(1000);
    } finally {
      vi.useRealTimers();
    }
  });
});
