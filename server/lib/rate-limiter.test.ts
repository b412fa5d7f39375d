import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { RateLimiter, clientKey, networkOf } from './rate-limiter';

describe('rate limiter', () => {
  it('allows max hits per window, then tells how long to wait', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(clock);
    const limits = [{ max: 3, windowMs: 60_000 }];
    for (let i = 0; i < 3; i++) expect(limiter.hit('k', limits).allowed).toBe(true);
    expect(limiter.hit('k', limits)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.advance(60_000);
    expect(limiter.hit('k', limits).allowed).toBe(true);
  });

  it('scales every limit', () => {
    const limiter = new RateLimiter(manualClock(), 2);
    const limits = [{ max: 1, windowMs: 1000 }];
    expect(limiter.hit('k', limits).allowed).toBe(true);
    expect(limiter.hit('k', limits).allowed).toBe(true);
    expect(limiter.hit('k', limits).allowed).toBe(false);
  });

  it('groups addresses by network', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2::ff')).toBe('2001:db8:1:2::/64');
  });

  it('limits IPv4 clients by address and IPv6 clients by their /64', () => {
    expect(clientKey('203.0.113.77')).toBe('203.0.113.77');
    expect(clientKey('::ffff:203.0.113.77')).toBe('203.0.113.77');
    expect(clientKey('2001:db8:1:2::ff')).toBe(clientKey('2001:db8:1:2:abcd::1'));
  });
});
