import { createHash, randomUUID } from 'node:crypto';
import { cashfreeSignature } from '../cashfree/webhook-signature';
import type { TimerSet } from './timer-set';

/** One HTTP attempt at delivering an event, as the control API's log shows it. */
export type DeliveryLogEntry = {
  deliveryId: string;
  orderId: string;
  type: string;
  attempt: number;
  /** The receiver's HTTP status; 0 when it timed out or could not be reached. */
  status: number;
  headers: Record<string, string>;
  body: string;
};

/** An event ready to go: the exact bytes are fixed once, so retries sign the same body. */
export type OutgoingEvent = { orderId: string; type: string; url: string; body: string };

/** How one HTTP attempt is signed; the control API uses the odd ones. */
export type SignOptions = { signWith?: 'right' | 'wrong-secret'; timestamp?: number };

type SenderOptions = {
  clientSecret: string;
  retryScheduleMs: number[];
  timers: TimerSet;
  log: (message: string, extra?: unknown) => void;
};

const DELIVERY_TIMEOUT_MS = 5_000;

/** Signs and POSTs webhooks, retries non-2xx per the schedule and keeps a delivery log. */
export class WebhookSender {
  readonly log: DeliveryLogEntry[] = [];
  readonly #events = new Map<string, OutgoingEvent>();
  readonly #options: SenderOptions;

  constructor(options: SenderOptions) {
    this.#options = options;
  }

  /** Delivers an event as a new delivery; retries (if asked) run later on unref'd timers. */
  async send(
    event: OutgoingEvent,
    retry: boolean,
    sign: SignOptions = {},
  ): Promise<DeliveryLogEntry> {
    const deliveryId = randomUUID();
    this.#events.set(deliveryId, event);
    return this.#attempt(deliveryId, event, 1, retry, sign);
  }

  /** Sends a logged delivery's body again, freshly signed; `tamper` flips a byte but keeps the old signature. */
  async redeliver(deliveryId: string, tamper: boolean): Promise<DeliveryLogEntry | undefined> {
    const event = this.#events.get(deliveryId);
    if (!event) return undefined;
    const previous = this.log.filter((entry) => entry.deliveryId === deliveryId);
    const attempt = previous.length + 1;
    if (!tamper) return this.#attempt(deliveryId, event, attempt, false, {});
    const last = previous.at(-1);
    const body = flipOneByte(event.body);
    const headers = { ...(last?.headers ?? this.#headers(event, attempt, {})) };
    headers['x-webhook-attempt'] = String(attempt);
    return this.#post(deliveryId, event, attempt, headers, body);
  }

  /** Forgets the log and the stored events (timers are the engine's to clear). */
  reset(): void {
    this.log.length = 0;
    this.#events.clear();
  }

  #headers(event: OutgoingEvent, attempt: number, sign: SignOptions): Record<string, string> {
    // Real time, not the gateway clock: a receiver's freshness check compares with its own clock.
    const timestamp = String(sign.timestamp ?? Date.now());
    const secret =
      sign.signWith === 'wrong-secret'
        ? `${this.#options.clientSecret}-wrong`
        : this.#options.clientSecret;
    return {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': cashfreeSignature(secret, timestamp, event.body),
      'x-webhook-version': '2025-01-01',
      'x-webhook-attempt': String(attempt),
      'x-idempotency-key': createHash('sha256').update(event.body).digest('base64'),
    };
  }

  async #attempt(
    deliveryId: string,
    event: OutgoingEvent,
    attempt: number,
    retry: boolean,
    sign: SignOptions,
  ): Promise<DeliveryLogEntry> {
    const entry = await this.#post(
      deliveryId,
      event,
      attempt,
      this.#headers(event, attempt, sign),
      event.body,
    );
    const delay = this.#options.retryScheduleMs[attempt - 1];
    if (retry && !isSuccess(entry.status) && delay !== undefined) {
      this.#options.timers.schedule(
        delay,
        () => this.#attempt(deliveryId, event, attempt + 1, true, {}),
        (error) => this.#options.log('webhook retry failed', error),
      );
    }
    return entry;
  }

  async #post(
    deliveryId: string,
    event: OutgoingEvent,
    attempt: number,
    headers: Record<string, string>,
    body: string,
  ): Promise<DeliveryLogEntry> {
    let status = 0;
    try {
      const response = await fetch(event.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      this.#options.log(`webhook ${event.type} to ${event.url} failed`, String(error));
    }
    const entry = {
      deliveryId,
      orderId: event.orderId,
      type: event.type,
      attempt,
      status,
      headers,
      body,
    };
    this.log.push(entry);
    return entry;
  }
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Changes one digit or letter in the middle, keeping the JSON valid most of the time. */
function flipOneByte(body: string): string {
  const bytes = Buffer.from(body);
  const at = bytes.indexOf('"cf_payment_id":"') + '"cf_payment_id":"'.length;
  const index = at > '"cf_payment_id":"'.length - 1 ? at : Math.floor(bytes.length / 2);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString();
}
