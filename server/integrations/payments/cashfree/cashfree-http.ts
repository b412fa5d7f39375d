import { randomUUID } from 'node:crypto';
import { ProviderError } from '../payment-provider';

/** How the adapter reaches Cashfree; the secret lives here and goes nowhere but the header. */
export type CashfreeHttpOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  apiVersion: string;
  timeoutMs: number;
  fetch: typeof fetch;
};

/** A parsed Cashfree answer: status plus JSON body (or undefined when it was not JSON). */
export type CashfreeResponse = { status: number; body: unknown };

type CallOptions = {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
};

/** Two more tries after the first: enough to ride out a blip, bounded so a caller never hangs. */
const MAX_ATTEMPTS = 3;

/** Jittered backoff so parallel retries do not arrive together: ~150 ms, then ~300 ms. */
function backoffMs(attempt: number): number {
  return 150 * 2 ** attempt + Math.floor(Math.random() * 100);
}

async function once(http: CashfreeHttpOptions, call: CallOptions, payload: string | undefined) {
  const headers: Record<string, string> = {
    'x-client-id': http.clientId,
    'x-client-secret': http.clientSecret,
    'x-api-version': http.apiVersion,
    'x-request-id': randomUUID(),
    accept: 'application/json',
  };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (call.idempotencyKey) headers['x-idempotency-key'] = call.idempotencyKey;
  const response = await http.fetch(`${http.baseUrl}${call.path}`, {
    method: call.method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(http.timeoutMs),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/**
 * One Cashfree call with bounded retries on timeout, network error and 5xx. The body is
 * serialised once, so every retry sends the same bytes with the same idempotency key.
 * Returns 2xx and 4xx answers for the caller to interpret; throws ProviderError when the
 * provider stays unreachable.
 */
export async function callCashfree(
  http: CashfreeHttpOptions,
  call: CallOptions,
): Promise<CashfreeResponse> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  let lastError: ProviderError | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt - 1)));
    try {
      const result = await once(http, call, payload);
      if (result.status < 500) return result;
      lastError = new ProviderError(
        `Cashfree answered ${result.status} to ${call.method} ${call.path}`,
        result.status,
        errorCode(result.body),
        true,
      );
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      lastError = new ProviderError(
        `Cashfree ${timedOut ? 'timed out' : 'unreachable'} on ${call.method} ${call.path}`,
        undefined,
        timedOut ? 'timeout' : 'network_error',
        true,
      );
    }
  }
  throw lastError as ProviderError;
}

/** The `code` of a Cashfree error body, if it has one. */
export function errorCode(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
    return body.code;
  }
  return undefined;
}

/** A non-2xx answer as a ProviderError: 429 may pass, any other 4xx will not. */
export function toProviderError(what: string, response: CashfreeResponse): ProviderError {
  const code = errorCode(response.body);
  const retryable = response.status === 429 || response.status >= 500;
  return new ProviderError(
    `Cashfree refused ${what}: ${response.status}${code ? ` ${code}` : ''}`,
    response.status,
    code,
    retryable,
  );
}
