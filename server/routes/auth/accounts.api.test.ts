import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpUser, signupBody } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('signup', () => {
  it('creates the account, signs it in and never returns the hash', async () => {
    const client = t.client();
    const body = signupBody({ fullName: '  Kavya Nair ' });
    const response = await client.post('/api/signup', body);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      fullName: 'Kavya Nair',
      email: body.email,
      phone: `+91${body.phone}`,
      isAdmin: false,
      authType: 'regular',
      school: null,
    });
    expect(response.body).not.toContain('argon2');
    const session = await client.get('/api/session');
    expect(session.json().user.email).toBe(body.email);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['fullName', { fullName: 'A' }, Messages.fullNameMin],
    ['email', { email: 'not-an-email' }, Messages.emailInvalid],
    ['phone', { phone: '5123456789' }, Messages.phoneInvalid],
    ['phone', { phone: '98765' }, Messages.phoneInvalid],
    ['password', { password: 'abc', confirmPassword: 'abc' }, Messages.passwordMin],
    ['confirmPassword', { confirmPassword: 'different-1' }, Messages.passwordsDontMatch],
    ['country', { country: 'Atlantis' }, Messages.countryRequired],
  ])('rejects a bad %s with the spec message', async (field, override, message) => {
    const response = await t.client().post('/api/signup', signupBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      fieldErrors: { [field]: message },
    });
  });

  it('checks the phone against the chosen country', async () => {
    const uk = await t
      .client()
      .post('/api/signup', signupBody({ country: 'United Kingdom', phone: '7911123456' }));
    expect(uk.statusCode).toBe(201);
    expect(uk.json().user.phone).toBe('+447911123456');
    const bad = await t
      .client()
      .post('/api/signup', signupBody({ country: 'Singapore', phone: '71234567' }));
    expect(bad.json().fieldErrors.phone).toBe(Messages.phoneInvalidForCountry);
  });

  it('refuses a duplicate email or phone with a clear message', async () => {
    const { body } = await signUpUser(t.client());
    const sameEmail = await t
      .client()
      .post('/api/signup', signupBody({ email: body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(Messages.emailTaken);
    const samePhone = await t.client().post('/api/signup', signupBody({ phone: `0${body.phone}` }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toBe(Messages.phoneTaken);
  });

  it('rejects fields the server does not accept (no mass assignment)', async () => {
    const response = await t
      .client()
      .post('/api/signup', { ...signupBody(), isAdmin: true, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      isAdmin: Messages.unknownField,
      role: Messages.unknownField,
    });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const client = t.client();
    const token = await client.csrfToken();
    const response = await client.request('POST', '/api/signup', '{"broken', {
      headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });
});

describe('login', () => {
  it('accepts the email or the phone in any common format', async () => {
    const { body } = await signUpUser(t.client());
    for (const loginId of [
      body.email,
      body.phone,
      `+91 ${body.phone.slice(0, 5)} ${body.phone.slice(5)}`,
      `0${body.phone}`,
    ]) {
      const response = await t.client().post('/api/login', { loginId, password: body.password });
      expect(response.statusCode, loginId).toBe(200);
      expect(response.json().user.email).toBe(body.email);
    }
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const { body } = await signUpUser(t.client());
    const wrong = await t
      .client()
      .post('/api/login', { loginId: body.email, password: 'wrong-password' });
    const unknown = await t
      .client()
      .post('/api/login', { loginId: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(Messages.invalidCredentials);
  });

  it('validates with the spec messages', async () => {
    const response = await t.client().post('/api/login', { loginId: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      loginId: Messages.loginIdRequired,
      password: Messages.passwordRequired,
    });
  });

  it('starts a new session at every login and logout deletes it', async () => {
    const { body } = await signUpUser(t.client());
    const client = t.client();
    await client.post('/api/login', { loginId: body.email, password: body.password });
    const first = client.cookies.get('prashna_session');
    await client.post('/api/login', { loginId: body.email, password: body.password });
    const second = client.cookies.get('prashna_session');
    expect(first).toBeDefined();
    expect(second).not.toBe(first);

    const stale = t.client();
    stale.cookies.set('prashna_session', first!);
    expect((await stale.get('/api/session')).json().user).toBeNull();

    const logout = await client.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    const reused = t.client();
    reused.cookies.set('prashna_session', second!);
    expect((await reused.get('/api/session')).json().user).toBeNull();
  });

  it('sets an httpOnly SameSite=Lax session cookie', async () => {
    const { body } = await signUpUser(t.client());
    const response = await t
      .client()
      .post('/api/login', { loginId: body.email, password: body.password });
    const cookie = (
      response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]
    ).find((c) => c.name === 'prashna_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('reports a new device once, and a new network only with a new device', async () => {
    const { body } = await signUpUser(t.client(), { deviceFingerprint: 'laptop1' });
    const login = (fingerprint: string, ip: string) =>
      t.client(ip).post('/api/login', {
        loginId: body.email,
        password: body.password,
        deviceFingerprint: fingerprint,
      });
    expect((await login('laptop1', '203.0.113.10')).json()).toMatchObject({
      isNewDevice: false,
      requiresVerification: false,
    });
    expect((await login('phone1', '203.0.113.99')).json()).toMatchObject({
      isNewDevice: true,
      requiresVerification: false,
    });
    expect((await login('phone1', '203.0.113.99')).json()).toMatchObject({
      isNewDevice: false,
      requiresVerification: false,
    });
    expect((await login('tablet1', '198.51.100.7')).json()).toMatchObject({
      isNewDevice: true,
      requiresVerification: true,
    });
    expect((await login('laptop1', '192.0.2.50')).json()).toMatchObject({
      isNewDevice: false,
      requiresVerification: false,
    });
  });
});

describe('sessions expire', () => {
  it('after the idle limit and after the absolute limit', async () => {
    const idle = t.client();
    await signUpUser(idle);
    t.clock.advance(29 * 60_000);
    expect((await idle.get('/api/session')).json().user).not.toBeNull();
    t.clock.advance(31 * 60_000);
    expect((await idle.get('/api/session')).json().user).toBeNull();

    const busy = t.client();
    await signUpUser(busy);
    for (let step = 1; step < 36; step++) {
      t.clock.advance(20 * 60_000);
      expect((await busy.get('/api/session')).json().user, `after ${step * 20} min`).not.toBeNull();
    }
    t.clock.advance(20 * 60_000);
    expect((await busy.get('/api/session')).json().user).toBeNull();
  });
});
