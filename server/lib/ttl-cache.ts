import type { Clock } from './clock';

/**
 * One value kept for a while, loaded again once it is older than the time to live. Per process on
 * purpose (issue 13): it holds only answers derived from the database that every process loads
 * alike (published feedback, the site's figures), so processes can differ at most by the time to
 * live, which the answer's own Cache-Control max-age already allows browsers; `clear` is a
 * courtesy to the process that made the change, never something another process relies on.
 */
export class TtlCache<T> {
  private entry: { value: Promise<T>; expiresAt: number } | undefined;

  constructor(
    private clock: Clock,
    private ttlMs: number,
  ) {}

  /** The cached value, or a fresh one from `load` (a failed load is not cached). */
  get(load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    if (this.entry && this.entry.expiresAt > now) return this.entry.value;
    const value = load();
    this.entry = { value, expiresAt: now + this.ttlMs };
    value.catch(() => {
      if (this.entry?.value === value) this.entry = undefined;
    });
    return value;
  }

  /** Forgets the value, so the next read loads it again. */
  clear(): void {
    this.entry = undefined;
  }
}
