import type { Db } from '../db/client';
import type { Clock } from './clock';
import {
  countHit,
  countHitWithRoom,
  deletePassedWindows,
  deleteWindows,
  liveWindows,
  type Window,
  type WindowRow,
} from './rate-limit-windows';

export type Limit = { max: number; windowMs: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How often one process deletes the windows that have passed, at most. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the table rate_limit_windows, so that every app process on one
 * PostgreSQL counts against the same limits (issue 13). Each call is atomic in the database, and
 * time is the app's clock (tests move it by hand), never the database's.
 */
export class RateLimiter {
  // Only when this process last swept, so sweeps stay rare; the counters themselves are all shared.
  private lastSweep = -Infinity;

  constructor(
    private db: Db,
    private clock: Clock,
    private scale = 1,
  ) {}

  /**
   * Counts one hit against every limit; when any is exhausted, counts it against none and tells
   * how long to wait. Several limits are counted in one transaction, rolled back on a refusal.
   */
  async hit(key: string, limits: Limit[]): Promise<RateDecision> {
    const now = this.clock.now();
    await this.sweepNow(now);
    const windows = this.windowsOf(limits);
    if (windows.length === 0) return { allowed: true };
    if (windows.length === 1) {
      const counted = await countHitWithRoom(this.db, key, windows, now);
      return counted.length === 1 ? { allowed: true } : refusal(this.db, key, windows, now);
    }
    try {
      await this.db.transaction(async (tx) => {
        const counted = await countHitWithRoom(tx, key, windows, now);
        if (counted.length < windows.length)
          throw new Refusal(await refusal(tx, key, windows, now));
      });
      return { allowed: true };
    } catch (error) {
      if (error instanceof Refusal) return error.decision;
      throw error;
    }
  }

  /** Tells whether every limit still has room, without counting. */
  async check(key: string, limits: Limit[]): Promise<RateDecision> {
    const now = this.clock.now();
    const windows = this.windowsOf(limits);
    if (windows.length === 0) return { allowed: true };
    return decide(windows, await liveWindows(this.db, key, windows, now), now);
  }

  /** Counts one hit against every limit without checking. */
  async bump(key: string, limits: Limit[]): Promise<void> {
    const now = this.clock.now();
    await this.sweepNow(now);
    const windows = this.windowsOf(limits);
    if (windows.length > 0) await countHit(this.db, key, windows, now);
  }

  /** Forgets a key's counters (a successful login clears its failures). */
  async reset(key: string, limits: Limit[]): Promise<void> {
    const windows = this.windowsOf(limits);
    if (windows.length > 0) await deleteWindows(this.db, key, windows);
  }

  /** Deletes every window that has passed (also done on its own, at most once a minute). */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    this.lastSweep = now.getTime();
    await deletePassedWindows(this.db, now);
  }

  private async sweepNow(now: Date) {
    if (now.getTime() - this.lastSweep >= SWEEP_EVERY_MS) await this.sweep();
  }

  /**
   * One window per length, the tightest ceiling if two limits share one, shortest first: every
   * hit locks a key's rows in the same order, so two hits with several limits never deadlock.
   */
  private windowsOf(limits: Limit[]): Window[] {
    const ceilings = new Map<number, number>();
    for (const { max, windowMs } of limits) {
      // The old rule "refuse once count >= max × scale", for whole counts, as one whole ceiling.
      const ceiling = Math.ceil(max * this.scale);
      ceilings.set(windowMs, Math.min(ceiling, ceilings.get(windowMs) ?? ceiling));
    }
    return [...ceilings]
      .sort(([a], [b]) => a - b)
      .map(([windowMs, ceiling]) => ({ windowMs, ceiling }));
  }
}

/** Thrown inside the transaction of a refused hit, so that nothing it counted stays. */
class Refusal extends Error {
  constructor(readonly decision: RateDecision) {
    super('rate limited');
  }
}

/** The answer to a refused hit: the wait until the last exhausted window ends. */
async function refusal(db: Db, key: string, windows: Window[], now: Date): Promise<RateDecision> {
  const decision = decide(windows, await liveWindows(db, key, windows, now), now);
  // The window ended or was reset between the two statements: the client may try again at once.
  return decision.allowed ? { allowed: false, retryAfterSeconds: 1 } : decision;
}

/** Refused when any window is full: the wait is until the last full one ends. */
function decide(windows: Window[], rows: WindowRow[], now: Date): RateDecision {
  let retryAfterMs = 0;
  for (const row of rows) {
    const window = windows.find((candidate) => candidate.windowMs === row.windowMs);
    if (window && row.count >= window.ceiling)
      retryAfterMs = Math.max(retryAfterMs, row.resetAt.getTime() - now.getTime());
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true };
}

const MINUTE = 60_000;

/** The limits of docs/security.md §4, in one place. */
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
