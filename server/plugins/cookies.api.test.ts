import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { signupBody } from '../test/factories';

const production = {
  NODE_ENV: 'production',
  SECRET_KEY: 'k'.repeat(32),
  CASHFREE_CLIENT_ID: 'test-id',
  CASHFREE_CLIENT_SECRET: 'test-secret',
  CASHFREE_ENV: 'sandbox',
};

/** The Set-Cookie lines of a signup on an app with these settings, and whether it then works. */
async function signupCookies(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const client = t.client();
    const signup = await client.post('/api/signup', signupBody());
    expect(signup.statusCode).toBe(201);
    const session = await client.get('/api/session');
    expect(session.json().user).not.toBeNull(); // the browser's cookies are read back
    const setCookie = signup.headers['set-cookie'];
    return Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  } finally {
    await t.close();
  }
}

describe('cookie flags follow the address people use', () => {
  it('an https origin in development: Secure, and the __Host- prefix', async () => {
    const cookies = await signupCookies({
      NODE_ENV: 'development',
      APP_ORIGIN: 'https://dev.prashna.example.in',
    });
    const session = cookies.find((line) => line.startsWith('__Host-prashna_session='));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\//);
    expect(cookies.every((line) => line.startsWith('__Host-') && /; Secure/.test(line))).toBe(true);
  });

  it('an http origin in development: neither', async () => {
    const cookies = await signupCookies({
      NODE_ENV: 'development',
      APP_ORIGIN: 'http://127.0.0.1:3100',
    });
    expect(cookies.some((line) => line.startsWith('prashna_session='))).toBe(true);
    expect(cookies.some((line) => /__Host-|; Secure/.test(line))).toBe(false);
  });

  it('production: both, as before, even on an http origin (config.test.ts has the rest)', async () => {
    const cookies = await signupCookies({ ...production, APP_ORIGIN: 'http://127.0.0.1:3100' });
    expect(cookies.some((line) => line.startsWith('__Host-prashna_session='))).toBe(true);
    expect(cookies.every((line) => /; Secure/.test(line))).toBe(true);
  });
});
