import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';

const webRoot = mkdtempSync(join(tmpdir(), 'prashna-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(webRoot, 'assets', 'app-1.js'), 'console.log(1)');

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = directives(response);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
}

describe('security headers on an http origin (development, the sandbox gateway)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_ORIGIN: 'http://127.0.0.1:3100' }, { webRoot });
  });
  afterAll(() => t.close());

  it('are on API answers, errors, the SPA page, static files and the JSON 404', async () => {
    const client = t.client();
    const answers = {
      api: await client.get('/api/health'),
      refused: await client.post('/api/logout', {}, { csrf: false }),
      page: await client.get('/generate?paper=1'),
      landing: await client.get('/'),
      asset: await client.get('/assets/app-1.js'),
      missing: await client.get('/api/nothing'),
    };
    expect(answers.refused.statusCode).toBe(403);
    expect(answers.page.body).toContain('<div id="root">');
    expect(answers.asset.statusCode).toBe(200);
    expect(answers.missing.statusCode).toBe(404);
    for (const [what, response] of Object.entries(answers)) expectSecurityHeaders(response, what);
  });

  it('lets the page run only its own scripts, KaTeX’s inline styles, and the checkout script', async () => {
    const csp = directives(await t.client().get('/'));
    const gateway = new URL(t.sandboxUrl).origin;
    expect(csp['script-src']).toEqual(["'self'", gateway]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
    expect(csp['connect-src']).toEqual(["'self'", gateway]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('never sends HSTS for an http origin', async () => {
    const response = await t.client().get('/api/health');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on an https origin with Cashfree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        APP_ORIGIN: 'https://prashna.example.in',
        CASHFREE_CLIENT_ID: 'test-id',
        CASHFREE_CLIENT_SECRET: 'test-secret',
      },
      { webRoot },
    );
  });
  afterAll(() => t.close());

  it('sends HSTS on every answer', async () => {
    for (const url of ['/api/health', '/', '/assets/app-1.js']) {
      const response = await t.client().get(url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expectSecurityHeaders(response, url);
    }
  });

  it('allows Cashfree.js and the Cashfree origins it talks to and frames', async () => {
    const csp = directives(await t.client().get('/'));
    expect(csp['script-src']).toEqual(["'self'", 'https://sdk.cashfree.com']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://api.cashfree.com']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://payments.cashfree.com']));
    expect(csp['form-action']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.cashfree.com']),
    );
  });
});
