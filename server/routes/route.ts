import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@common/messages';
import {
  allows,
  outputProblems,
  type InputOf,
  type Operation,
  type OutputOf,
} from '@common/operation';
import { findUnsafeText } from '@common/safe-text';
import type { ActorOf } from '../actor';
import type { AppContext } from '../context';
import { AppError, parseInput } from '../errors';

/** What a handler is given: the parsed input, the actor its rule let through, and the request. */
export type Call<O extends Operation> = {
  input: InputOf<O>;
  actor: ActorOf<O['access'][number]>;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the operation's output, or sends a file itself and returns the reply. */
export type Handler<O extends Operation> = (
  call: Call<O>,
) => Promise<OutputOf<O> | FastifyReply> | OutputOf<O> | FastifyReply;

/** One operation served: its contract and its handler. */
export type Route = {
  operation: Operation;
  register: (app: FastifyInstance, ctx: AppContext) => void;
};

/**
 * Serves an operation, the one way every route is served: the access rule first (401 for a
 * guest, 403 for any other actor it does not name), then the input, refused with a 400 when any
 * text carries a character no field may hold or a part does not match its schema, then the
 * handler. Outside production, every answer is checked against the operation's output schema,
 * so a shape that drifts from the contract fails the tests that reach it.
 */
export function route<O extends Operation>(operation: O, handler: Handler<O>): Route {
  return {
    operation,
    register: (app, ctx) => {
      const serve = async (request: FastifyRequest, reply: FastifyReply) => {
        const actor = request.actor;
        if (!allows(operation, actor.kind))
          throw actor.kind === 'guest'
            ? new AppError('unauthenticated', Messages.notSignedIn)
            : new AppError('forbidden', Messages.forbidden);
        const input = parseParts(operation, request);
        // The contract's success status; a handler may answer another (an open attempt: 200).
        if (operation.status) reply.status(operation.status);
        const output = await handler({
          input,
          actor: actor as ActorOf<O['access'][number]>,
          ctx,
          request,
          reply,
        });
        if (output === reply || reply.sent) return reply;
        if (operation.produces === 'nothing') return reply.send();
        if (ctx.checkResponses) checkOutput(operation, output);
        return output;
      };
      const options = {
        method: operation.method,
        url: operation.path,
        config: { csrfExempt: operation.signedBody === true },
        handler: serve,
      };
      if (!operation.signedBody) {
        app.route(options);
        return;
      }
      // The signature covers the exact bytes: this route alone reads its body raw.
      void app.register(async (raw) => {
        raw.removeAllContentTypeParsers();
        raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
          done(null, body),
        );
        raw.route(options);
      });
    },
  };
}

function parseParts<O extends Operation>(operation: O, request: FastifyRequest): InputOf<O> {
  const parts = { params: request.params, query: request.query, body: request.body };
  if (!operation.signedBody) {
    const unsafe = findUnsafeText(parts);
    if (unsafe)
      throw new AppError('invalid_request', Messages.textUnsafe, {
        fieldErrors: { [unsafe.slice(1).join('.') || '_']: Messages.textUnsafe },
      });
  }
  return {
    params: operation.params ? parseInput(operation.params, parts.params) : undefined,
    query: operation.query ? parseInput(operation.query, parts.query) : undefined,
    body: operation.signedBody
      ? parts.body
      : operation.body
        ? parseInput(operation.body, parts.body)
        : undefined,
  } as InputOf<O>;
}

function checkOutput(operation: Operation, output: unknown) {
  const problems = outputProblems(operation, output);
  if (problems)
    throw new Error(
      `The answer of ${operation.name} does not match its contract: ${problems.join('; ')}`,
    );
}
