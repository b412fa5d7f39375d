/** What the payer did on the hosted page; each ends in one Cashfree payment_status. */
export type PaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'USER_DROPPED';

/** One payment attempt on an order (Cashfree's PaymentEntity, held in memory). */
export type SandboxPayment = {
  cfPaymentId: string;
  orderId: string;
  status: PaymentStatus;
  group: 'upi' | 'credit_card';
  amount: number;
  /** Gateway-clock milliseconds. */
  startedAt: number;
  completedAt?: number;
  bankReference: string;
  message: string;
  failed?: { code: string; description: string; reason: string };
  /** A PENDING attempt's fate: applied by the engine's tick once the gateway clock reaches `at`. */
  settle?: { at: number; to: 'SUCCESS' | 'FAILED'; webhook: boolean };
};

/**
 * The order as stored; EXPIRED is never stored, it is read off the clock (docs/payments.md §3.1).
 */
export type SandboxOrder = {
  cfOrderId: string;
  orderId: string;
  amount: number;
  currency: 'INR';
  customer: Record<string, string>;
  meta: { return_url?: string; notify_url?: string; payment_methods?: string };
  tags: Record<string, string> | null;
  note: string | null;
  sessionId: string;
  createdAt: number;
  expiresAt: number;
  status: 'ACTIVE' | 'PAID' | 'TERMINATED' | 'TERMINATION_REQUESTED';
  /** Oldest first; the API answers newest first. */
  payments: SandboxPayment[];
};

/** The order_status a GET would show at gateway time `now`. */
export type VisibleOrderStatus = SandboxOrder['status'] | 'EXPIRED';

/** Transport faults the control API arms for the next `count` matching calls. */
export type FaultOp = 'create_order' | 'get_order' | 'get_payments';
export type FaultKind = '500' | '502' | '429' | 'timeout' | 'commit_then_500';

/**
 * Everything the gateway remembers; `reset()` forgets it all. In this process's memory on purpose
 * (issue 13): it is the provider's state, not the app's, as Cashfree's is kept at Cashfree; the
 * gateway only stands in for Cashfree on one machine outside production, so several app processes
 * take payments through one shared provider (Cashfree's sandbox keys), not a gateway each.
 */
export class SandboxStore {
  readonly orders = new Map<string, SandboxOrder>();
  readonly sessions = new Map<string, string>();
  /** x-idempotency-key → the request it came with and the 200 it got. */
  readonly idempotency = new Map<string, { request: string; response: unknown }>();
  readonly faults = new Map<FaultOp, { kind: FaultKind; remaining: number }>();
  offsetMs = 0;
  // From the start time, not 0: a database kept across restarts of the app (npm start) already
  // holds the ids an earlier gateway gave out, and they must not come again.
  #sequence = Date.now();

  /** The gateway's own clock, which the control API can move forward. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /**
   * A numeric id that never repeats, like Cashfree's cf_* ids; across restarts too, as long as a
   * run gave out fewer ids than milliseconds passed before the next start (always, in practice).
   */
  nextNumericId(base: number): string {
    this.#sequence += 1;
    return String(base + this.#sequence);
  }

  /** Uses up one armed fault for `op`, if any. */
  takeFault(op: FaultOp): FaultKind | undefined {
    const fault = this.faults.get(op);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.delete(op);
    return fault.kind;
  }

  /** The order behind a payment_session_id. */
  orderBySession(sessionId: string): SandboxOrder | undefined {
    const orderId = this.sessions.get(sessionId);
    return orderId === undefined ? undefined : this.orders.get(orderId);
  }

  /** ACTIVE turns EXPIRED lazily once the gateway clock passes order_expiry_time. */
  visibleStatus(order: SandboxOrder): VisibleOrderStatus {
    if (order.status === 'ACTIVE' && this.now() >= order.expiresAt) return 'EXPIRED';
    return order.status;
  }

  /** Forgets every order, key, fault and the clock offset. */
  reset(): void {
    this.orders.clear();
    this.sessions.clear();
    this.idempotency.clear();
    this.faults.clear();
    this.offsetMs = 0;
  }
}
