import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import { outboxMessages, passwordResetRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for a reset and returns the request id and the code that reached the outbox. */
async function requestCode(phone: string) {
  const response = await t.client().post('/api/forgot-password', { phone });
  expect(response.statusCode).toBe(202);
  await t.ctx.background.drain();
  const [sms] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, `+91${phone}`))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = sms?.text.match(/code is (\d{6})/)?.[1];
  return { requestId: response.json().requestId as string, code: code!, sms };
}

const reset = (requestId: string, resetToken: string, newPassword = 'brand-new-pass-9') =>
  t.client().post('/api/reset-password', {
    requestId,
    resetToken,
    newPassword,
    confirmPassword: newPassword,
  });

describe('forgot password', () => {
  it('answers a known and an unknown phone identically, revealing nothing', async () => {
    const { body } = await signUpUser(t.client());
    const known = await t.client().post('/api/forgot-password', { phone: body.phone });
    const unknown = await t.client().post('/api/forgot-password', { phone: '6000000001' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(Object.keys(known.json()).sort()).toEqual(['requestId', 'sentTo']);
    expect(Object.keys(unknown.json()).sort()).toEqual(['requestId', 'sentTo']);
    expect(known.body).not.toContain(body.email);
    expect(known.body).not.toContain(body.fullName);
    expect(known.json().sentTo).toBe(`+91 ••••• •${body.phone.slice(-4)}`);
    expect(unknown.json().sentTo).toBe('+91 ••••• •0001');
  });

  it('validates the phone with the spec message', async () => {
    const response = await t.client().post('/api/forgot-password', { phone: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.phone).toBe(Messages.phoneInvalid);
  });

  it('sends the code to the phone and the email, never in the response, storing only an HMAC', async () => {
    const { body } = await signUpUser(t.client());
    const { requestId, code, sms } = await requestCode(body.phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms?.channel).toBe('sms');
    const [email] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, body.email));
    expect(email?.text).toContain(code);
    expect(email?.text).toContain('/forgot-password?request=');
    const rows = await t.db.select().from(passwordResetRequests);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(requestId);
  });

  it('resets with the right code once, ends every session, and does not sign in', async () => {
    const signedIn = t.client();
    const { body } = await signUpUser(signedIn);
    const { requestId, code } = await requestCode(body.phone);
    const ok = await reset(requestId, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'password_changed' });
    expect(ok.cookies.find((c: { name: string }) => c.name === 'prashna_session')).toBeUndefined();
    expect((await signedIn.get('/api/session')).json().user).toBeNull();

    const again = await reset(requestId, code, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_or_expired_code',
      message: Messages.resetCodeInvalid,
    });

    expect(
      (await t.client().post('/api/login', { loginId: body.email, password: body.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.client().post('/api/login', { loginId: body.email, password: 'brand-new-pass-9' }))
        .statusCode,
    ).toBe(200);
    await t.ctx.background.drain();
    const notices = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, body.email));
    expect(
      notices.some((m) => m.subject.includes('password was changed') && !/\d{6}/.test(m.text)),
    ).toBe(true);
  });

  it('changes nothing until a valid code is used', async () => {
    const { body } = await signUpUser(t.client());
    await requestCode(body.phone);
    expect(
      (await t.client().post('/api/login', { loginId: body.email, password: body.password }))
        .statusCode,
    ).toBe(200);
  });

  it('expires the code after 10 minutes', async () => {
    const { body } = await signUpUser(t.client());
    const { requestId, code } = await requestCode(body.phone);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await reset(requestId, code)).statusCode).toBe(400);
  });

  it('allows 5 attempts: after 5 wrong codes the right one fails too', async () => {
    const { body } = await signUpUser(t.client());
    const { requestId, code } = await requestCode(body.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await reset(requestId, wrong)).statusCode).toBe(400);
    expect((await reset(requestId, code)).statusCode).toBe(400);
  });

  it('binds a code to its request, and a new request retires the old one', async () => {
    const { body } = await signUpUser(t.client());
    const first = await requestCode(body.phone);
    const second = await requestCode(body.phone);
    expect(
      (await reset(second.requestId, first.code === second.code ? '999999' : first.code))
        .statusCode,
    ).toBe(400);
    expect((await reset(first.requestId, first.code)).statusCode).toBe(400);
    expect((await reset(second.requestId, second.code)).statusCode).toBe(200);
  });

  it('an unknown phone gives a request that no code opens', async () => {
    const response = await t.client().post('/api/forgot-password', { phone: '6000000002' });
    await t.ctx.background.drain();
    expect((await reset(response.json().requestId, '123456')).statusCode).toBe(400);
  });

  it('limits requests per phone to 3 an hour', async () => {
    const phone = '6000000003';
    for (let i = 0; i < 3; i++)
      expect((await t.client().post('/api/forgot-password', { phone })).statusCode).toBe(202);
    const blocked = await t.client().post('/api/forgot-password', { phone });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('validates the reset form with the spec messages', async () => {
    const response = await t.client().post('/api/reset-password', {
      requestId: 'r',
      resetToken: '',
      newPassword: 'abc',
      confirmPassword: 'xyz',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      resetToken: Messages.resetTokenRequired,
      newPassword: Messages.passwordMin,
    });
    const mismatch = await t.client().post('/api/reset-password', {
      requestId: 'r',
      resetToken: '123456',
      newPassword: 'secret12',
      confirmPassword: 'secret13',
    });
    expect(mismatch.json().fieldErrors.confirmPassword).toBe(Messages.passwordsDontMatch);
  });
});
