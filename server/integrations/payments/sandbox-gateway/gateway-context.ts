import type { SandboxEngine } from './sandbox-engine';

/** What every route of the gateway shares. */
export type GatewayContext = {
  engine: SandboxEngine;
  clientId: string;
  clientSecret: string;
  orderExpiryMs: number;
  /** http://127.0.0.1:PORT, known once the server listens. */
  url: () => string;
  log: (message: string, extra?: unknown) => void;
};

/** Cashfree's error body: `{ message, code, type }` (docs/payments.md §1.2). */
export function cashfreeError(message: string, code: string, type: string) {
  return { message, code, type };
}
