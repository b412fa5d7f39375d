import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpUser, signupBody } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mutatingCalls = [
  ['/api/signup', () => signupBody()],
  ['/api/login', () => ({ loginId: 'someone@example.com', password: 'whatever' })],
  ['/api/logout', () => undefined],
  ['/api/forgot-password', () => ({ phone: '9876543210' })],
  [
    '/api/reset-password',
    () => ({
      requestId: 'x',
      resetToken: '123456',
      newPassword: 'secret12',
      confirmPassword: 'secret12',
    }),
  ],
] as const;

describe('CSRF', () => {
  it.each(mutatingCalls)('%s refuses a call without the token', async (url, body) => {
    const response = await t.client().post(url, body(), { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'csrf_failed', message: Messages.csrfMissing });
  });

  it.each(mutatingCalls)('%s refuses a wrong token', async (url, body) => {
    const client = t.client();
    await client.csrfToken();
    const response = await client.post(url, body(), {
      headers: { 'x-csrf-token': 'a'.repeat(64) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(Messages.csrfInvalid);
  });

  it('refuses a token from another browser', async () => {
    const other = await t.client().csrfToken();
    const client = t.client();
    await client.csrfToken();
    const response = await client.post('/api/signup', signupBody(), {
      headers: { 'x-csrf-token': other },
    });
    expect(response.statusCode).toBe(403);
  });

  it('rotates at login and logout: the token from before no longer works', async () => {
    const { body } = await signUpUser(t.client());
    const client = t.client();
    const before = await client.csrfToken();
    await client.post('/api/login', { loginId: body.email, password: body.password });
    const afterLogin = await client.post('/api/logout', undefined, {
      headers: { 'x-csrf-token': before },
    });
    expect(afterLogin.statusCode).toBe(403);
    const during = await client.csrfToken();
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    const afterLogout = await client.post(
      '/api/forgot-password',
      { phone: '9876543210' },
      { headers: { 'x-csrf-token': during } },
    );
    expect(afterLogout.statusCode).toBe(403);
  });

  it('refuses a cross-site request even with a token', async () => {
    const client = t.client();
    const token = await client.csrfToken();
    const response = await client.post(
      '/api/forgot-password',
      { phone: '9876543210' },
      { headers: { 'x-csrf-token': token, 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it('serves the token uncached and without cross-origin access', async () => {
    const response = await t
      .client()
      .get('/api/csrf-token', { headers: { origin: 'https://evil.example' } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.json().csrfToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('health answers ok once the database is ready', async () => {
    const response = await t.client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('unknown API paths get a JSON 404', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: Messages.notFound });
  });
});
