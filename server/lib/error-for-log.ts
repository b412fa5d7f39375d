/**
 * Fields that carry the values of a query, never its shape: drizzle's `params`, and PostgreSQL's
 * `detail` ("Key (email)=(…)", "Failing row contains (…)"), `where` ("portal parameter $1 = …")
 * and `internalQuery`. A password hash, an e-mail and a phone number were seen there in the log.
 */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery']);
const MAX_DEPTH = 5;

/** An error as a log line holds it (the shape of pino's standard serializer). */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

type ErrorLike = Error & { query?: unknown; params?: unknown; code?: unknown };

/**
 * The logger's `err` serializer: the error and its causes as plain objects, without the values
 * of a failed query. Drizzle's "Failed query: <sql>\nparams: <values>" keeps its SQL text; the
 * PostgreSQL cause keeps its code, message, constraint and table.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  const message = safeMessage(error);
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: error.stack ? safeStack(error, error.stack, message) : '',
  };
  if (depth >= MAX_DEPTH) return logged;
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'cause' || value === undefined) continue;
    logged[key] = isErrorLike(value) ? errorForLog(value, depth + 1) : value;
  }
  if (error.cause !== undefined)
    logged.cause = isErrorLike(error.cause) ? errorForLog(error.cause, depth + 1) : error.cause;
  if (error instanceof AggregateError)
    logged.aggregateErrors = error.errors.map((inner: unknown) => errorForLog(inner, depth + 1));
  return logged;
}

/** What pino counts as an error: anything with a string message (PGlite's errors included). */
function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * A failed query's message without its parameters; PostgreSQL's data exceptions (class 22:
 * 'invalid input syntax for type uuid: "…"') without the value they quote; others as they are.
 */
function safeMessage(error: ErrorLike): string {
  const { query, params, code } = error;
  if (typeof query === 'string' && params !== undefined && error.message.startsWith('Failed query'))
    return `Failed query: ${query}`;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code))
    return error.message.replace(/"[^"]*"/g, '"…"');
  return error.message;
}

/** The stack's frames under the safe message (the stack repeats the message it was made with). */
function safeStack(error: ErrorLike, stack: string, message: string): string {
  if (message === error.message) return stack;
  const frames = stack.indexOf('\n    at ');
  return `${error.name}: ${message}${frames >= 0 ? stack.slice(frames) : ''}`;
}
