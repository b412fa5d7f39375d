import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CashfreeProvider } from '../cashfree/cashfree-provider';
import type { CreateCheckoutInput } from '../payment-provider';

/** A webhook as the tiny receiver got it: headers and the exact bytes. */
export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: Buffer };

/** A throw-away webhook receiver for tests; `answers` are used in turn, then 200. */
export async function startReceiver(answers: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/cashfree`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The real adapter pointed at a running sandbox gateway. */
export function providerFor(
  gatewayUrl: string,
  credentials = { id: 'test-app', secret: 'test-secret' },
  timeoutMs = 2_000,
) {
  return new CashfreeProvider({
    baseUrl: `${gatewayUrl}/pg`,
    clientId: credentials.id,
    clientSecret: credentials.secret,
    apiVersion: '2025-01-01',
    mode: 'sandbox',
    sdkUrl: `${gatewayUrl}/js/v3/cashfree.js`,
    timeoutMs,
  });
}

let counter = 0;

/** A yearly-plan checkout with a fresh order id. */
export function checkoutInput(overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput {
  counter += 1;
  return {
    merchantOrderId: `sub_test_${Date.now()}_${counter}`,
    amount: { minor: 99_900, currency: 'INR' },
    customer: { id: '6f1c2a9e-0b7d-4c4e-9f57-2d8e1c3b4a5f', phone: '9876543210', name: 'Meera' },
    returnUrl: 'http://127.0.0.1:5173/billing/return?order_id={order_id}',
    tags: { plan: 'yearly' },
    ...overrides,
  };
}

/** Polls until `check` holds; keeps tests fast without fixed sleeps. */
export async function eventually(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
