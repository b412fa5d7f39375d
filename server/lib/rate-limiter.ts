import type { Clock } from './clock';

export type Limit = { max: number; windowMs: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters in this process. One process is the embedded deployment; with several
 * processes behind a balancer the same interface moves to Redis (decisions.md, scale-out).
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private clock: Clock,
    private scale = 1,
  ) {}

  /** Counts one hit against every limit; refuses when any is exhausted. */
  hit(key: string, limits: Limit[]): RateDecision {
    const denied = this.check(key, limits);
    if (!denied.allowed) return denied;
    for (const limit of limits) this.bump(key, limit);
    return { allowed: true };
  }

  /** Tells whether every limit still has room, without counting. */
  check(key: string, limits: Limit[]): RateDecision {
    const now = this.clock.now().getTime();
    let retryAfterMs = 0;
    for (const limit of limits) {
      const window = this.windows.get(windowKey(key, limit));
      if (window && window.resetAt > now && window.count >= limit.max * this.scale) {
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
      }
    }
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
      : { allowed: true };
  }

  /** Counts one hit without checking (e.g. a failed login). */
  bump(key: string, limit: Limit): void {
    const now = this.clock.now().getTime();
    const id = windowKey(key, limit);
    const window = this.windows.get(id);
    if (!window || window.resetAt <= now)
      this.windows.set(id, { count: 1, resetAt: now + limit.windowMs });
    else window.count += 1;
    if (this.windows.size > 100_000) this.sweep(now);
  }

  /** Forgets a key's counters (a successful login clears its failures). */
  reset(key: string, limits: Limit[]): void {
    for (const limit of limits) this.windows.delete(windowKey(key, limit));
  }

  private sweep(now: number) {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}

function windowKey(key: string, limit: Limit) {
  return `${key}|${limit.windowMs}`;
}

const MINUTE = 60_000;

/** The limits of security.md §4, in one place. */
export const Limits = {
  loginPerIp: [
    { max: 10, windowMs: MINUTE },
    { max: 100, windowMs: 60 * MINUTE },
  ],
  loginFailuresPerAccount: [{ max: 10, windowMs: 15 * MINUTE }],
  signupPerIp: [{ max: 5, windowMs: 30 * MINUTE }],
  resetRequestPerIp: [
    { max: 3, windowMs: MINUTE },
    { max: 6, windowMs: 60 * MINUTE },
  ],
  resetRequestPerPhone: [
    { max: 3, windowMs: 60 * MINUTE },
    { max: 6, windowMs: 24 * 60 * MINUTE },
  ],
  resetConfirmPerIp: [{ max: 20, windowMs: 15 * MINUTE }],
  contactPerIp: [{ max: 5, windowMs: 60 * MINUTE }],
  // A page view per navigation plus a few events: generous for a person, a ceiling for a script.
  eventsPerIp: [{ max: 120, windowMs: MINUTE }],
  // A teacher trying patterns makes a few papers a minute; a script would make thousands.
  papersPerUser: [{ max: 30, windowMs: MINUTE }],
  // Swapping questions one after another while reading a paper: a few a minute, rarely more.
  swapsPerUser: [{ max: 60, windowMs: MINUTE }],
  // A teacher downloads a paper and its key a few times; each PDF costs ~200 ms of a browser's CPU.
  pdfsPerUser: [
    { max: 20, windowMs: MINUTE },
    { max: 200, windowMs: 60 * MINUTE },
  ],
  // A payer retries a checkout a few times; each order is a call to the payment provider.
  ordersPerUser: [{ max: 10, windowMs: 10 * MINUTE }],
  // The return page polls verify-payment with backoff: a few calls a minute.
  paymentChecksPerUser: [{ max: 30, windowMs: MINUTE }],
} satisfies Record<string, Limit[]>;

/** The key a client is limited by: its IPv4 address, or its IPv6 /64 (one household or phone). */
export function clientKey(ip: string): string {
  return ip.includes(':') && !ip.startsWith('::ffff:') ? networkOf(ip) : ip.replace(/^::ffff:/, '');
}

/** The network a client address belongs to: IPv4 /24, IPv6 /64. */
export function networkOf(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4.split('.').slice(0, 3).join('.') + '.0/24';
  const groups = expandIpv6(ip);
  return groups.slice(0, 4).join(':') + '::/64';
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = Array(Math.max(8 - left.length - right.length, 0)).fill('0');
  return [...left, ...middle, ...right];
}
