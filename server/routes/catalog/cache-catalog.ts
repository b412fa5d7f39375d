import type { FastifyReply } from 'fastify';

/** The catalog changes only with a release: browsers may keep its lists an hour. */
export function cacheCatalog(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=3600');
}
