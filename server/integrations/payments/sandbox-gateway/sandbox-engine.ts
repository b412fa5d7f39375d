import { randomInt } from 'node:crypto';
import { planFor, type Scenario } from './payment-scenarios';
import { webhookPayload, webhookTypeFor } from './sandbox-entities';
import {
  SandboxStore,
  type PaymentStatus,
  type SandboxOrder,
  type SandboxPayment,
  type VisibleOrderStatus,
} from './sandbox-store';
import { TimerSet } from './timer-set';
import { serializeWebhookBody } from './webhook-serializer';
import {
  WebhookSender,
  type DeliveryLogEntry,
  type OutgoingEvent,
  type SignOptions,
} from './webhook-sender';

/** The knobs the engine needs from SandboxGatewayOptions, defaults already applied. */
export type EngineOptions = {
  clientSecret: string;
  webhookUrl: () => string | undefined;
  retryScheduleMs: number[];
  ttlMs: number;
  pendingDelayMs: number;
  log: (message: string, extra?: unknown) => void;
};

/** What paying did; `refused` when the order could not take a payment. */
export type PayResult =
  | { refused: false; cfPaymentId: string; orderStatus: VisibleOrderStatus; redirect: boolean }
  | { refused: true; orderStatus: VisibleOrderStatus };

const MESSAGES: Record<PaymentStatus, string> = {
  SUCCESS: '00::Transaction success',
  PENDING: 'Transaction pending at the bank',
  FAILED: 'Transaction declined by the bank',
  USER_DROPPED: 'User dropped and did not complete the payment',
};

/** The gateway's behaviour: payments, their settlement on the gateway clock, and webhooks. */
export class SandboxEngine {
  readonly store = new SandboxStore();
  readonly timers = new TimerSet();
  readonly webhooks: WebhookSender;
  readonly #options: EngineOptions;

  constructor(options: EngineOptions) {
    this.#options = options;
    this.webhooks = new WebhookSender({ ...options, timers: this.timers });
  }

  /** Runs a payer scenario against an order that is still ACTIVE by the gateway clock. */
  pay(order: SandboxOrder, scenario: Scenario, delayMs?: number): PayResult {
    this.tick();
    const before = this.store.visibleStatus(order);
    if (before !== 'ACTIVE') return { refused: true, orderStatus: before };
    const plan = planFor(scenario);
    const now = this.store.now();
    const made = plan.attempts.map((step, index) => {
      const payment = this.#newPayment(order, step.group, step.status, now + index);
      if (step.settleTo) {
        const at = step.settleAfterExpiry
          ? Math.max(order.expiresAt, now) + 1
          : now + (delayMs ?? this.#options.pendingDelayMs);
        payment.settle = { at, to: step.settleTo, webhook: plan.webhooks !== 'none' };
        this.#tickAt(at);
      }
      order.payments.push(payment);
      if (payment.status === 'SUCCESS') order.status = 'PAID';
      return payment;
    });
    this.#sendFor(order, made, plan.webhooks);
    const last = made.at(-1) as SandboxPayment;
    return {
      refused: false,
      cfPaymentId: last.cfPaymentId,
      orderStatus: this.store.visibleStatus(order),
      redirect: plan.redirect,
    };
  }

  /** Settles PENDING attempts whose time has come; an attempt still open at expiry + TTL is closed. */
  tick(): void {
    const now = this.store.now();
    for (const order of this.store.orders.values()) {
      for (const payment of order.payments) {
        if (payment.status !== 'PENDING' || !payment.settle) continue;
        const closesAt = order.expiresAt + this.#options.ttlMs;
        if (payment.settle.at <= closesAt) {
          if (now >= payment.settle.at)
            this.#finish(order, payment, payment.settle.to, payment.settle.at);
        } else if (now >= closesAt) {
          this.#finish(order, payment, 'FAILED', closesAt);
        }
      }
    }
  }

  /**
   * PATCH terminate: TERMINATION_REQUESTED while an attempt is in flight (docs/payments.md §1.3).
   */
  terminate(order: SandboxOrder): VisibleOrderStatus | 'refused' {
    this.tick();
    if (this.store.visibleStatus(order) !== 'ACTIVE') return 'refused';
    const inFlight = order.payments.some((payment) => payment.status === 'PENDING');
    order.status = inFlight ? 'TERMINATION_REQUESTED' : 'TERMINATED';
    return order.status;
  }

  /** The control API's injected event: one signed POST, no retries, awaited. */
  async inject(
    order: SandboxOrder,
    type: string,
    status: PaymentStatus,
    sign: SignOptions,
  ): Promise<DeliveryLogEntry | undefined> {
    const latest = order.payments.at(-1);
    const payment = latest
      ? { ...latest, status }
      : this.#newPayment(order, 'upi', status, this.store.now());
    const event = this.#event(order, payment, type);
    return event ? this.webhooks.send(event, false, sign) : undefined;
  }

  /** Forgets all state and cancels every timer. */
  reset(): void {
    this.timers.clear();
    this.store.reset();
    this.webhooks.reset();
  }

  /**
   * Ticks once the gateway clock reaches `at`. A Node timer can fire a millisecond before
   * Date.now() says its time has come, so an early wake-up waits out the rest.
   */
  #tickAt(at: number): void {
    this.timers.schedule(
      at - this.store.now(),
      () => {
        if (this.store.now() < at) this.#tickAt(at);
        else this.tick();
      },
      this.#onError,
    );
  }

  #finish(order: SandboxOrder, payment: SandboxPayment, to: 'SUCCESS' | 'FAILED', at: number) {
    const webhook = payment.settle?.webhook ?? true;
    payment.settle = undefined;
    payment.status = to;
    payment.completedAt = at;
    payment.message = MESSAGES[to];
    if (to === 'SUCCESS') {
      order.status = 'PAID';
    } else {
      payment.failed = failure();
      const stillPending = order.payments.some((other) => other.status === 'PENDING');
      if (order.status === 'TERMINATION_REQUESTED' && !stillPending) order.status = 'TERMINATED';
    }
    if (webhook) this.#sendFor(order, [payment], 'each');
  }

  #sendFor(
    order: SandboxOrder,
    payments: SandboxPayment[],
    how: 'each' | 'none' | 'duplicate' | 'reversed',
  ) {
    if (how === 'none') return;
    const events = payments
      .filter((payment) => payment.status !== 'PENDING')
      .map((payment) => this.#event(order, payment, webhookTypeFor(payment.status) ?? ''))
      .filter((event): event is OutgoingEvent => event !== undefined);
    if (how === 'duplicate') {
      for (const event of events) {
        void Promise.all([this.webhooks.send(event, true), this.webhooks.send(event, true)]).catch(
          this.#onError,
        );
      }
    } else if (how === 'reversed') {
      // fail_then_success: the stale FAILED event must arrive after the SUCCESS one.
      void events
        .reverse()
        .reduce<Promise<unknown>>(
          (previous, event) => previous.then(() => this.webhooks.send(event, true)),
          Promise.resolve(),
        )
        .catch(this.#onError);
    } else {
      for (const event of events) void this.webhooks.send(event, true).catch(this.#onError);
    }
  }

  #event(order: SandboxOrder, payment: SandboxPayment, type: string): OutgoingEvent | undefined {
    const url = order.meta.notify_url ?? this.#options.webhookUrl();
    if (!url) {
      this.#options.log(`no webhook url for ${order.orderId}; ${type} not sent`);
      return undefined;
    }
    const body = serializeWebhookBody(webhookPayload(type, order, payment, this.store.now()));
    return { orderId: order.orderId, type, url, body };
  }

  #newPayment(
    order: SandboxOrder,
    group: 'upi' | 'credit_card',
    status: PaymentStatus,
    at: number,
  ): SandboxPayment {
    return {
      cfPaymentId: this.store.nextNumericId(5_114_910_000_000),
      orderId: order.orderId,
      status,
      group,
      amount: order.amount,
      startedAt: at,
      completedAt: status === 'PENDING' ? undefined : at,
      bankReference: String(randomInt(100_000_000_000, 999_999_999_999)),
      message: MESSAGES[status],
      failed: status === 'FAILED' ? failure() : undefined,
    };
  }

  #onError = (error: unknown): void => {
    this.#options.log('sandbox gateway background task failed', error);
  };
}

function failure() {
  return {
    code: 'TRANSACTION_DECLINED',
    description: 'issuer bank or payment service provider declined the transaction',
    reason: 'bank_declined',
  };
}
