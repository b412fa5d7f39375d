import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      appOrigin: 'http://localhost:3000',
      secureCookies: false,
    });
  });

  it('makes cookies Secure wherever the origin is https, and in production as before', () => {
    const https = 'https://prashna.example.in';
    expect(loadConfig({ APP_ORIGIN: https }).secureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', APP_ORIGIN: https }).secureCookies).toBe(true);
    expect(loadConfig({ APP_ORIGIN: 'http://127.0.0.1:3100' }).secureCookies).toBe(false);
    const live = { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32) } as const;
    const keys = { CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 's', CASHFREE_ENV: 'sandbox' };
    expect(loadConfig({ ...live, ...keys, APP_ORIGIN: https }).secureCookies).toBe(true);
    expect(
      loadConfig({ ...live, ...keys, APP_ORIGIN: 'http://127.0.0.1:3100' }).secureCookies,
    ).toBe(true);
  });

  it('stops with a list of every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'ftp://x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: must start with postgres://');
    }
  });

  it('lists everything production needs at once: secret key, origin, payment keys', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}- SECRET_KEY: required in production/),
      expect.stringMatching(/^ {2}- APP_ORIGIN: required in production/),
      expect.stringMatching(/^ {2}- CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET: required/),
    ]);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('in production with Cashfree keys, wants CASHFREE_ENV said out loud', () => {
    const live = {
      NODE_ENV: 'production',
      SECRET_KEY: 'k'.repeat(32),
      APP_ORIGIN: 'https://prashna.example.in',
      CASHFREE_CLIENT_ID: 'id',
      CASHFREE_CLIENT_SECRET: 'secret',
    };
    expect(() => loadConfig(live)).toThrow(/CASHFREE_ENV: required in production/);
    expect(loadConfig({ ...live, CASHFREE_ENV: 'production' }).CASHFREE_ENV).toBe('production');
    expect(loadConfig({ ...live, CASHFREE_ENV: 'sandbox' }).CASHFREE_ENV).toBe('sandbox');
    expect(loadConfig({ CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 's' }).CASHFREE_ENV).toBe(
      'sandbox',
    );
  });
});
