import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { OutboxMessenger } from './integrations/messaging/outbox-messenger';
import { SmtpMessenger } from './integrations/messaging/smtp-messenger';
import { ChromiumPdfRenderer } from './integrations/pdf/chromium-pdf-renderer';
import { startPayments } from './integrations/payments/start-payments';
import { FEEDBACK_CACHE_MS } from '@common/feedback';
import { BackgroundTasks } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { RateLimiter } from './lib/rate-limiter';
import { TtlCache } from './lib/ttl-cache';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { loggerOptions, OneLinePerRequest, type LogStream } from './plugins/logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { SITE_FACTS_CACHE_MS } from './services/site/get-site-facts';
import { siteDescription } from './services/site/site-description';
import { loadContent } from './content/content-store';
import { routes } from './routes';
import { WEBHOOK_PATH } from './routes/payments/receive-webhook';

export type BuildAppOptions = {
  database: Database;
  config: Config;
  secretKey: string;
  clock?: Clock;
  webRoot?: string; // the built SPA; absent in API tests
  outboxDir?: string; // where outbox.jsonl is appended; absent in API tests (the table is enough)
  logStream?: LogStream; // where log lines go instead of stdout; tests read them
  /** Check every answer against its operation's output schema; on outside production. */
  checkResponses?: boolean;
};

/** Builds the Fastify app with every plugin and route; tests call this with their own database. */
export async function buildApp({
  database,
  config,
  secretKey,
  clock = systemClock,
  webRoot,
  outboxDir,
  logStream,
  checkResponses,
}: BuildAppOptions) {
  const app: FastifyInstance = Fastify({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 100 * 1024,
    logger: loggerOptions(config, logStream),
    logController: new OneLinePerRequest(),
  });
  const background = new BackgroundTasks((error) =>
    app.log.error({ err: error }, 'background task failed'),
  );
  const delivery = config.SMTP_URL
    ? new SmtpMessenger(config.SMTP_URL, config.MAIL_FROM)
    : undefined;
  const payments = await startPayments({
    config,
    webhookUrl: () => {
      const address = app.server.address();
      return address && typeof address === 'object'
        ? `http://127.0.0.1:${address.port}${WEBHOOK_PATH}`
        : undefined;
    },
    log: (message, extra) => app.log.info({ sandboxGateway: extra }, message),
  });
  const ctx: AppContext = {
    db: database.db,
    config,
    clock,
    secretKey,
    limiter: new RateLimiter(database.db, clock, config.RATE_LIMIT_SCALE),
    messenger: new OutboxMessenger(database.db, clock, outboxDir, delivery),
    background,
    content: loadContent(),
    pdf: new ChromiumPdfRenderer(config.CHROMIUM_PATH, (err) =>
      app.log.error({ err }, 'the PDF engine (Chromium) cannot start'),
    ),
    payments: payments.provider,
    caches: {
      feedbacks: new TtlCache(clock, FEEDBACK_CACHE_MS),
      siteFacts: new TtlCache(clock, SITE_FACTS_CACHE_MS),
    },
    checkResponses: checkResponses ?? config.NODE_ENV !== 'production',
  };

  await registerSecurityHeaders(app, config, payments.checkoutSources);
  await app.register(cookie);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  registerSession(app, ctx);
  registerCsrf(app, ctx);
  for (const { register } of routes) register(app, ctx);
  await registerSpa(app, webRoot, { description: siteDescription(ctx.content) });
  app.addHook('onClose', () => background.drain());
  app.addHook('onClose', () => ctx.pdf.close());
  app.addHook('onClose', () => payments.close());
  return { app, ctx, sandboxUrl: payments.sandboxUrl };
}
