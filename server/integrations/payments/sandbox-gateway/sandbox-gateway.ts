import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerCheckoutRoutes } from './checkout-routes';
import { registerControlRoutes } from './control-routes';
import type { GatewayContext } from './gateway-context';
import { registerOrderRoutes } from './order-routes';
import { SandboxEngine } from './sandbox-engine';

/** How to start the built-in sandbox gateway (`cf-local`, docs/payments.md §3). */
export type SandboxGatewayOptions = {
  clientId: string;
  clientSecret: string;
  /** Where signed webhooks go when the order has no notify_url; a function so it can be set after the app listens. */
  webhookUrl: () => string | undefined;
  /** Default 0 (ephemeral); always binds 127.0.0.1. */
  port?: number;
  /** Default [2000, 10000, 30000]: Cashfree's 2/10/30 minutes, scaled down. */
  retryScheduleMs?: number[];
  /** Default 30 min when the order gives no order_expiry_time. */
  orderExpiryMs?: number;
  /** Default 15 min: an attempt started before expiry may still complete within expiry + ttl. */
  ttlMs?: number;
  /** Default 5000: how long "pending" scenarios wait before their final state. */
  pendingDelayMs?: number;
  log?: (message: string, extra?: unknown) => void;
};

/** A running sandbox gateway. */
export type SandboxGateway = {
  /** http://127.0.0.1:PORT; the adapter's baseUrl is `${url}/pg`, its sdkUrl `${url}/js/v3/cashfree.js`. */
  url: string;
  close(): Promise<void>;
};

/** Starts a Cashfree-compatible gateway on 127.0.0.1 that keeps everything in memory. */
export async function startSandboxGateway(options: SandboxGatewayOptions): Promise<SandboxGateway> {
  const log = options.log ?? (() => undefined);
  const engine = new SandboxEngine({
    clientSecret: options.clientSecret,
    webhookUrl: options.webhookUrl,
    retryScheduleMs: options.retryScheduleMs ?? [2_000, 10_000, 30_000],
    ttlMs: options.ttlMs ?? 15 * 60_000,
    pendingDelayMs: options.pendingDelayMs ?? 5_000,
    log,
  });
  let url = '';
  const ctx: GatewayContext = {
    engine,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    orderExpiryMs: options.orderExpiryMs ?? 30 * 60_000,
    url: () => url,
    log,
  };
  // forceCloseConnections: a request held open by a 'timeout' fault must not keep close() waiting.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await app.register(async (pg) => registerOrderRoutes(pg, ctx), { prefix: '/pg' });
  await app.register(async (browser) => registerCheckoutRoutes(browser, ctx));
  await app.register(async (control) => registerControlRoutes(control, ctx));
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  log(`sandbox gateway listening on ${url}`);
  return {
    url,
    close: async () => {
      engine.timers.clear();
      await app.close();
    },
  };
}
