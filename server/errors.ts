import type { ZodType } from 'zod';
import type { ErrorBody, ErrorCode } from '@common/schemas/errors';
import { Messages } from '@common/messages';

type Extras = Omit<ErrorBody, 'message' | 'code'>;

/**
 * The one error type of the API; plugins/error-handler turns it into a status and body. A `cause`
 * (say, what the payment provider answered) is logged for support and never sent to the client.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extras: Extras = {},
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

/** HTTP status for each error code: the one status table of the API. */
export const statusByCode: Record<ErrorCode, number> = {
  invalid_request: 400,
  invalid_or_expired_code: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  pool_short: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Parses input with a shared schema or throws a 400 naming every bad field. */
export function parseInput<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  let unknownKeys = false;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      unknownKeys = true;
      for (const key of issue.keys) fieldErrors[key] ??= Messages.unknownField;
      continue;
    }
    const path = issue.path.join('.') || '_';
    fieldErrors[path] ??= issue.message;
  }
  const first = Object.values(fieldErrors)[0];
  const message =
    unknownKeys && first === Messages.unknownField
      ? Messages.unknownField
      : (first ?? Messages.invalidRequest);
  throw new AppError('invalid_request', message, { fieldErrors });
}
