import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { CashfreeProvider } from './cashfree/cashfree-provider';
import type { PaymentProvider } from './payment-provider';
import { startSandboxGateway } from './sandbox-gateway/sandbox-gateway';

const CASHFREE_HOSTS = {
  sandbox: { baseUrl: 'https://sandbox.cashfree.com/pg', mode: 'sandbox' },
  production: { baseUrl: 'https://api.cashfree.com/pg', mode: 'production' },
} as const;
const CASHFREE_SDK_URL = 'https://sdk.cashfree.com/js/v3/cashfree.js';

/** What the checkout needs from the page's Content-Security-Policy (security-headers.ts). */
export type CheckoutSources = {
  script: string[];
  connect: string[];
  frame: string[];
  form: string[];
};

const CASHFREE_CHECKOUT_HOSTS = [
  'https://api.cashfree.com',
  'https://sandbox.cashfree.com',
  'https://payments.cashfree.com',
  'https://payments-test.cashfree.com',
];

/**
 * The origins Cashfree asks a Content-Security-Policy to allow for Cashfree.js (its README:
 * script, connect and frame sources); its hosted checkout may also be reached by a form post.
 */
const CASHFREE_SOURCES: CheckoutSources = {
  script: ['https://sdk.cashfree.com'],
  connect: ['https://api.cashfree.com', 'https://sandbox.cashfree.com'],
  frame: ['https://sdk.cashfree.com', ...CASHFREE_CHECKOUT_HOSTS],
  form: CASHFREE_CHECKOUT_HOSTS,
};

export type Payments = {
  provider: PaymentProvider | undefined;
  /** The sandbox gateway's address when it stands in for Cashfree (tests drive it there). */
  sandboxUrl?: string;
  /** Where the checkout script comes from and talks to, for the Content-Security-Policy. */
  checkoutSources: CheckoutSources;
  close(): Promise<void>;
};

const NO_SOURCES: CheckoutSources = { script: [], connect: [], frame: [], form: [] };

/**
 * Cashfree when keys are configured; otherwise, outside production, the built-in sandbox gateway
 * on 127.0.0.1 with fresh keys, so the same adapter runs end to end on one machine. In
 * production without keys there is no provider and checkout answers 503.
 */
export async function startPayments(options: {
  config: Config;
  /** Where the sandbox sends its signed webhooks: this app's own address once it listens. */
  webhookUrl: () => string | undefined;
  log: (message: string, extra?: unknown) => void;
}): Promise<Payments> {
  const { config } = options;
  if (config.CASHFREE_CLIENT_ID && config.CASHFREE_CLIENT_SECRET) {
    const host = CASHFREE_HOSTS[config.CASHFREE_ENV];
    const provider = new CashfreeProvider({
      baseUrl: host.baseUrl,
      clientId: config.CASHFREE_CLIENT_ID,
      clientSecret: config.CASHFREE_CLIENT_SECRET,
      apiVersion: config.CASHFREE_API_VERSION,
      mode: host.mode,
      sdkUrl: CASHFREE_SDK_URL,
    });
    return { provider, checkoutSources: CASHFREE_SOURCES, close: async () => {} };
  }
  if (config.NODE_ENV === 'production')
    return { provider: undefined, checkoutSources: NO_SOURCES, close: async () => {} };
  const clientId = `sandbox_${randomBytes(8).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('hex');
  const gateway = await startSandboxGateway({
    clientId,
    clientSecret,
    webhookUrl: options.webhookUrl,
    port: config.SANDBOX_GATEWAY_PORT,
    log: options.log,
  });
  const provider = new CashfreeProvider({
    baseUrl: `${gateway.url}/pg`,
    clientId,
    clientSecret,
    apiVersion: config.CASHFREE_API_VERSION,
    mode: 'sandbox',
    sdkUrl: `${gateway.url}/js/v3/cashfree.js`,
  });
  // The shim script comes from the gateway and asks it whether the session exists; its checkout
  // pages are the gateway's own (its own server and headers), reached by navigation.
  const checkoutSources = { script: [gateway.url], connect: [gateway.url], frame: [], form: [] };
  return { provider, sandboxUrl: gateway.url, checkoutSources, close: () => gateway.close() };
}
