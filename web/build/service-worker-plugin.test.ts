import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './service-worker-plugin';

describe('filling the service worker placeholders', () => {
  it('writes each value as JSON in place of its placeholder', () => {
    const code = 'const urls = __PRECACHE_URLS__; const version = __BUILD_VERSION__;';
    expect(fillPlaceholders(code, { PRECACHE_URLS: ['/index.html'], BUILD_VERSION: 'abc' })).toBe(
      'const urls = ["/index.html"]; const version = "abc";',
    );
  });

  it('refuses a source where a placeholder is missing or repeated', () => {
    expect(() => fillPlaceholders('const a = 1;', { BUILD_VERSION: 'x' })).toThrow(/BUILD_VERSION/);
    expect(() => fillPlaceholders('__A__ __A__', { A: 1 })).toThrow(/__A__/);
  });
});
