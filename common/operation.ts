import type { z } from 'zod';

/**
 * The kinds of actor an operation can be asked by: a guest; a signed-in user or site admin (a
 * regular session); and, inside a school, its school admin, teacher, student or parent.
 */
export const ActorKinds = [
  'guest',
  'user',
  'site-admin',
  'school-admin',
  'teacher',
  'student',
  'parent',
] as const;
export type ActorKind = (typeof ActorKinds)[number];

/** The usual access rules: who may call an operation at all (ownership is the service's rule). */
export const Access = {
  anyone: ActorKinds,
  /** A regular signed-in session: users and site admins. */
  signedIn: ['user', 'site-admin'],
  siteAdmin: ['site-admin'],
} as const satisfies Record<string, readonly ActorKind[]>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the API: its verb-noun name, method and path, the zod schemas of its input
 * (path params, query, JSON body) and of its JSON output, the status of a success, and who may
 * call it. The server serves it (server/routes/route.ts), the web calls it (web/src/lib/call.ts),
 * and tests check every answer against `output`. Without `output` the answer is not JSON (a PDF,
 * or no body).
 */
export type Operation = {
  name: string;
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  output?: z.ZodType;
  /** The status of a success; 200 unless named. */
  status?: number;
  access: readonly ActorKind[];
  /** What answers instead of JSON: a file, or nothing. */
  produces?: 'pdf' | 'nothing';
  /** Reads the body as raw bytes and skips CSRF: a signed call from a payment provider. */
  signedBody?: true;
};

/** Declares an operation, keeping its exact schema types for the server and the web. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

type Part<S> = S extends z.ZodType ? z.output<S> : undefined;
type PartIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The parsed input a handler receives. */
export type InputOf<O extends Operation> = {
  params: Part<O['params']>;
  query: Part<O['query']>;
  body: Part<O['body']>;
};

/** What a caller sends: only the parts the operation has. */
export type CallInput<O extends Operation> = (O['params'] extends z.ZodType
  ? { params: PartIn<O['params']> }
  : { params?: never }) &
  (O['query'] extends z.ZodType ? { query: PartIn<O['query']> } : { query?: never }) &
  (O['body'] extends z.ZodType ? { body: PartIn<O['body']> } : { body?: never });

/** The JSON a success answers with (nothing for a file or an empty answer). */
export type OutputOf<O extends Operation> = O['output'] extends z.ZodType
  ? z.output<O['output']>
  : void;

/** The path with its `:name` segments filled in, each encoded. */
export function pathOf(operation: Operation, params: Record<string, unknown> = {}): string {
  return operation.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/**
 * What is wrong with an answer by the operation's output schema, one line per problem (at most
 * five), or nothing when it matches or the operation answers no JSON. The server checks its
 * answers with it outside production, and the web in development and tests.
 */
export function outputProblems(operation: Operation, answer: unknown): string[] | undefined {
  const result = operation.output?.safeParse(answer);
  if (!result || result.success) return undefined;
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
}

/** True when the actor kind may call the operation. */
export function allows(operation: Operation, kind: ActorKind): boolean {
  return operation.access.includes(kind);
}
