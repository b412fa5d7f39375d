import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { errorForLog } from '../lib/error-for-log';

/** Where log lines go; tests pass a stream to read them, the app writes to stdout. */
export type LogStream = { write(line: string): void };

/**
 * The app's logger: the configured level, cookies and CSRF tokens redacted, and every logged
 * error without the values of a failed query (errorForLog).
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: LogStream) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
    serializers: { err: errorForLog },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per request, when it is answered (Fastify's own are two: "incoming request" and
 * "request completed"): method, path, status, time and, bound by Fastify, the request id. The
 * query string is left out: it may carry a reset token, an e-mail or a phone number.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
