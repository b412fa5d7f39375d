import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login limits', () => {
  it('per IP: the 10th attempt in a minute is answered, the 11th gets 429 with Retry-After, then it opens again', async () => {
    const client = t.client('192.0.2.10');
    for (let i = 1; i <= 10; i++) {
      const response = await client.post('/api/login', {
        loginId: `nobody${i}@example.com`,
        password: 'x',
      });
      expect(response.statusCode, `attempt ${i}`).toBe(401);
    }
    const blocked = await client.post('/api/login', {
      loginId: 'nobody@example.com',
      password: 'x',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(Messages.tooManyLoginAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    expect(
      (await client.post('/api/login', { loginId: 'nobody@example.com', password: 'x' }))
        .statusCode,
    ).toBe(401);
  });

  it('keys IPv6 clients by their /64', async () => {
    for (let i = 1; i <= 10; i++) {
      await t
        .client(`2001:db8:1:2::${i.toString(16)}`)
        .post('/api/login', { loginId: `v6-${i}@example.com`, password: 'x' });
    }
    const sameNetwork = await t
      .client('2001:db8:1:2::ff')
      .post('/api/login', { loginId: 'v6-a@example.com', password: 'x' });
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await t
      .client('2001:db8:1:3::1')
      .post('/api/login', { loginId: 'v6-b@example.com', password: 'x' });
    expect(otherNetwork.statusCode).toBe(401);
  });

  it('per account: a soft lock after 10 failures that ends by itself, whatever the IP', async () => {
    const { body } = await signUpUser(t.client());
    for (let i = 0; i < 10; i++) {
      const response = await t
        .client()
        .post('/api/login', { loginId: body.email, password: `wrong-${i}` });
      expect(response.statusCode).toBe(401);
    }
    const locked = await t
      .client()
      .post('/api/login', { loginId: body.email, password: body.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(Messages.tooManyLoginAttempts);
    t.clock.advance(15 * 60_000 + 1000);
    const after = await t
      .client()
      .post('/api/login', { loginId: body.email, password: body.password });
    expect(after.statusCode).toBe(200);
  });

  it('a success clears the failures', async () => {
    const { body } = await signUpUser(t.client());
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 6; i++)
        await t.client().post('/api/login', { loginId: body.email, password: 'wrong' });
      expect(
        (await t.client().post('/api/login', { loginId: body.email, password: body.password }))
          .statusCode,
      ).toBe(200);
    }
  });
});

describe('signup limit', () => {
  it('allows 5 signups per IP per 30 minutes', async () => {
    const client = t.client('192.0.2.77');
    for (let i = 0; i < 5; i++) await signUpUser(client);
    const { signupBody } = await import('../../test/factories');
    const blocked = await client.post('/api/signup', signupBody());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(Messages.tooManyRequests);
  });
});
