/**
 * The spec's common call behaviour (§7, §8), in one place: credentials included, no-cache
 * headers, JSON content type only with a body, a CSRF token fetched before every mutation, and
 * the error rules of §8. Features do not call it directly: they call an operation's contract
 * through call.ts, and query it through operation-query.ts.
 */
import { Messages } from '@common/messages';
import type { ErrorBody } from '@common/schemas/errors';

/** Sent with every call: no answer of the API is ever taken from a cache (spec §7). */
export const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer: keeps the status and copies the body's fields (spec §8). */
export class ApiError extends Error {
  status: number;
  code?: ErrorBody['code'];
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
  requiresSubscription?: boolean;
  monthlyLimitReached?: boolean;
  subscriptionStatus?: string;
  shortages?: ErrorBody['shortages'];

  constructor(status: number, message: string, body: Partial<ErrorBody> = {}) {
    super(message);
    this.status = status;
    Object.assign(this, pickErrorFields(body));
  }
}

/** The server answered (with an error); false for a call that never reached it (status 0). */
export const reachedServer = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status !== 0;

/** A failure that may pass on a second try: no answer, or a server error (5xx). */
export const worthRetrying = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

const ERROR_FIELDS = [
  'code',
  'fieldErrors',
  'retryAfterSeconds',
  'requiresSubscription',
  'monthlyLimitReached',
  'subscriptionStatus',
  'shortages',
] as const;

function pickErrorFields(body: Partial<ErrorBody>) {
  return Object.fromEntries(
    ERROR_FIELDS.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
  );
}

let csrfTokenInFlight: Promise<string> | undefined;

/**
 * GET /api/csrf-token; throws "Failed to fetch CSRF token" (spec §7). Calls made at the same time
 * share one fetch: before the first token the server starts a pre-session cookie per call, so two
 * parallel fetches would leave one of the two tokens bound to a cookie the browser no longer has.
 */
export function fetchCsrfToken(): Promise<string> {
  csrfTokenInFlight ??= requestCsrfToken().finally(() => {
    csrfTokenInFlight = undefined;
  });
  return csrfTokenInFlight;
}

async function requestCsrfToken(): Promise<string> {
  const response = await fetch('/api/csrf-token', {
    credentials: 'include',
    headers: NO_CACHE_HEADERS,
  });
  if (!response.ok) throw new Error('Failed to fetch CSRF token');
  const body = (await response.json()) as { csrfToken: string };
  return body.csrfToken;
}

/**
 * Throws an ApiError for a non-OK response, with the message rules of spec §8, except that a
 * server failure without our message (a proxy's error page, a body with none) reads as a human
 * sentence the reader's language has, never "502: <html>…" (issue 12; decision 009).
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  const serverFailed = response.status >= 500;
  let body: Partial<ErrorBody> | undefined;
  try {
    body = JSON.parse(text) as Partial<ErrorBody>;
  } catch {
    if (serverFailed) throw new ApiError(response.status, Messages.serverUnavailable);
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  const fallback = serverFailed ? Messages.serverError : response.statusText;
  throw new ApiError(response.status, body?.message || fallback, body ?? {});
}

/**
 * fetch, with a request that never reached a server (offline, DNS, a dropped connection) turned
 * into an ApiError with status 0 and a message to show, instead of the browser's "Failed to fetch".
 */
export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, Messages.networkUnavailable);
  }
}

let serverOffsetMs = 0;

/**
 * The server's clock, as last read from a response's Date header: a countdown to a deadline the
 * server set must not trust the device's own clock, which may be minutes off.
 */
export function serverNow(): number {
  return Date.now() + serverOffsetMs;
}

function noteServerDate(response: Response, sentAt: number) {
  const date = Date.parse(response.headers.get('Date') ?? '');
  if (Number.isNaN(date)) return;
  // The header has whole seconds: take the middle of its second and of the round trip.
  serverOffsetMs = date + 500 - (sentAt + Date.now()) / 2;
}

/** Makes one API call with the common behaviour and returns the parsed JSON. */
export async function apiRequest<T>(method: Method, url: string, data?: unknown): Promise<T> {
  const headers: Record<string, string> = { ...NO_CACHE_HEADERS };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    try {
      headers['X-CSRF-Token'] = await fetchCsrfToken();
    } catch (error) {
      console.warn('CSRF token fetch failed; sending the request without it', error);
    }
  }
  const sentAt = Date.now();
  const response = await send(url, {
    method,
    headers,
    credentials: 'include',
    ...(data === undefined ? {} : { body: JSON.stringify(data) }),
  });
  noteServerDate(response, sentAt);
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
