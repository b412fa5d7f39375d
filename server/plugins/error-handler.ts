import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@common/schemas/errors';
import { Messages } from '@common/messages';
import { AppError, statusByCode } from '../errors';

/** One handler turns every failure into the error body of spec §8; never a bare 500 page. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause) request.log.warn({ err: error.cause, code: error.code }, error.message);
      const body: ErrorBody = { message: error.message, code: error.code, ...error.extras };
      if (error.extras.retryAfterSeconds)
        reply.header('retry-after', String(error.extras.retryAfterSeconds));
      return reply.status(statusByCode[error.code]).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The request is too large.'
          : status === 415
            ? 'Send JSON with Content-Type: application/json.'
            : Messages.invalidRequest;
      return reply.status(status).send({ message, code: 'invalid_request' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: Messages.serverError, code: 'internal' } satisfies ErrorBody);
  });
}
