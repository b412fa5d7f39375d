/**
 * The one way the web calls the API: from an operation's contract (common/contracts/), through
 * api-client, so the CSRF token, the no-cache headers, the error rules of spec §8 and the message
 * for a call that never reached the server are the same for every call. In development and tests
 * each answer is checked against the contract's output schema.
 */
import {
  outputProblems,
  pathOf,
  type CallInput,
  type Operation,
  type OutputOf,
} from '@common/operation';
import { apiRequest, NO_CACHE_HEADERS, send, throwIfNotOk } from './api-client';

/** The input argument: optional when the operation takes no params, query or body. */
export type InputArgs<O extends Operation> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "has no required part"
  {} extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>];

type AnyInput = { params?: unknown; query?: unknown; body?: unknown };

/** The answer is checked against its contract in development and in tests, never in production. */
const checksAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The address of a call: the path with its params filled in, then the query (undefined left out). */
export function urlOf<O extends Operation>(operation: O, ...[input]: InputArgs<O>): string {
  const { params, query } = (input ?? {}) as AnyInput;
  const path = pathOf(operation, (params ?? {}) as Record<string, unknown>);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** An answer that is not what the contract says: a server and web out of step, named plainly. */
export class ContractMismatchError extends Error {
  constructor(operation: Operation, problems: string[]) {
    super(
      `The answer to ${operation.name} (${operation.method} ${operation.path}) does not match ` +
        `its contract: ${problems.join('; ')}`,
    );
    this.name = 'ContractMismatchError';
  }
}

function checkAnswer(operation: Operation, answer: unknown): void {
  const problems = outputProblems(operation, answer);
  if (problems) throw new ContractMismatchError(operation, problems);
}

/**
 * Calls an operation and answers with its output. The answer is returned as the server sent it
 * (in development and tests only after it passed the output schema), so every mode sees the same
 * data; a mismatch throws a ContractMismatchError naming the operation.
 */
export async function call<O extends Operation>(
  operation: O,
  ...[input]: InputArgs<O>
): Promise<OutputOf<O>> {
  const url = urlOf(operation, ...([input] as InputArgs<O>));
  const answer = await apiRequest<unknown>(operation.method, url, (input as AnyInput)?.body);
  if (checksAnswers) checkAnswer(operation, answer);
  return answer as OutputOf<O>;
}

/** A file the API sends (the PDF of a paper), and the name the server gave it. */
export type FileAnswer = { blob: Blob; filename?: string };

/**
 * Calls an operation that answers with a file rather than JSON, with the same errors as any call
 * (spec §8, and the message for a call that never reached the server).
 */
export async function callForFile<O extends Operation & { produces: 'pdf' }>(
  operation: O,
  ...[input]: InputArgs<O>
): Promise<FileAnswer> {
  const url = urlOf(operation, ...([input] as InputArgs<O>));
  const response = await send(url, {
    method: operation.method,
    credentials: 'include',
    headers: NO_CACHE_HEADERS,
  });
  await throwIfNotOk(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), ...(filename ? { filename } : {}) };
}
