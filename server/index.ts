import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { resolveSecretKey } from './secret-key';
import { ensureAdminUser } from './services/auth/ensure-admin';
import { deleteExpiredSessions } from './services/auth/sessions';
import { sessionPolicy } from './services/auth/session-policy';
import { reconcilePass } from './services/payments/reconcile-pass';
import { every } from './lib/every';
import { errorForLog } from './lib/error-for-log';
import { receiptSender } from './services/payments/send-receipt';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  const now = new Date();
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdminUser({
      db: database.db,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      now,
    });
  }
  await deleteExpiredSessions({ db: database.db, now, policy: sessionPolicy(config) });
  const webRoot = fileURLToPath(new URL('../dist/web', import.meta.url));
  const { app, ctx } = await buildApp({
    database,
    config,
    secretKey: resolveSecretKey(config),
    webRoot,
    outboxDir: config.DATA_DIR,
  });
  const sweep = setInterval(
    () =>
      void deleteExpiredSessions({
        db: database.db,
        now: new Date(),
        policy: sessionPolicy(config),
      }).catch(() => {}),
    3_600_000,
  );
  sweep.unref();
  let stopReconciler = async () => {};
  if (ctx.payments) {
    const payments = ctx.payments;
    const onCredited = receiptSender(ctx, (message, extra) => app.log.warn(extra ?? {}, message));
    stopReconciler = every(
      config.RECONCILE_EVERY_MINUTES * 60_000,
      () =>
        reconcilePass({
          database,
          payments,
          now: new Date(),
          log: (message, extra) => app.log.info(extra ?? {}, message),
          onCredited,
        }),
      (error) => app.log.error({ err: error }, 'the payment reconciler failed'),
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await stopReconciler();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Prashna is ready on http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(errorForLog(error)); // a failed query without its values (the admin's hash)
  }
  process.exit(1);
});
