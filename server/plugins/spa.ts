import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@common/schemas/errors';
import { Messages } from '@common/messages';

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built SPA with history fallback; unknown /api paths get the JSON 404. The page's
 * description, which search engines show, is the server's: it says what the catalog can make
 * today (issue 12). The page is read on each request, so a rebuild while running is served.
 */
export async function registerSpa(
  app: FastifyInstance,
  webRoot: string | undefined,
  options: { description?: string } = {},
) {
  const hasWeb = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  const page = async () => {
    const html = await readFile(join(webRoot!, 'index.html'), 'utf8');
    if (!options.description) return html;
    const content = escapeAttribute(options.description);
    return html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, before: string, after: string) => `${before}${content}${after}`,
    );
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(webRoot, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasWeb) {
    // The static plugin treats "/" as a directory; the landing page is the app's page.
    const sendPage = async (_request: unknown, reply: FastifyReply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(await page());
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing file (a stale hashed asset) is a 404, never the HTML page in its place.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || looksLikeFile) {
      return reply
        .status(404)
        .send({ message: Messages.notFound, code: 'not_found' } satisfies ErrorBody);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').send(await page());
  });
}
