import { describe, expect, it } from 'vitest';
import { clientKey, networkOf } from './rate-limiter';

// The counting itself is in the database: rate-limiter.api.test.ts runs it on PGlite and PostgreSQL.
describe('rate limiter keys', () => {
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
