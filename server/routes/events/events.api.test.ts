import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAsSiteAdmin, signUpUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'page_view',
  visitorId: randomUUID(),
  path: '/pricing',
  language: 'hi',
  properties: { referrer_kind: 'direct' },
  ...overrides,
});

async function storedFor(visitorId: string) {
  return t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));
}

describe('POST /api/events', () => {
  it('stores a guest event with its path, language and properties', async () => {
    const body = event();
    const response = await t.client().post('/api/events', body);
    expect(response.statusCode).toBe(202);
    const [row] = await storedFor(body.visitorId);
    expect(row).toMatchObject({
      name: 'page_view',
      path: '/pricing',
      language: 'hi',
      userId: null,
      properties: { referrer_kind: 'direct' },
    });
  });

  it('links a signed-in user and keeps the spec login properties', async () => {
    const client = t.client();
    const { user } = await signUpUser(client);
    const body = event({
      name: 'user_login',
      path: '/',
      properties: { login_method: 'email', is_new_device: true },
    });
    expect((await client.post('/api/events', body)).statusCode).toBe(202);
    const [row] = await storedFor(body.visitorId);
    expect(row?.userId).toBe(user.id);
    expect(row?.properties).toEqual({ login_method: 'email', is_new_device: true });
  });

  it('drops the query string and fragment, which can carry codes or emails', async () => {
    const body = event({ path: '/forgot-password?token=123456#step2' });
    await t.client().post('/api/events', body);
    expect((await storedFor(body.visitorId))[0]?.path).toBe('/forgot-password');
  });

  it('does not trust a client time far from the server time', async () => {
    const body = event({ occurredAt: '1999-01-01T00:00:00Z' });
    await t.client().post('/api/events', body);
    expect((await storedFor(body.visitorId))[0]?.occurredAt).toEqual(t.clock.now());
  });

  it.each([
    ['an unknown event name', { name: 'credit_card_number' }],
    ['a visitor id that is not a UUID', { visitorId: 'me' }],
    ['a path that is not a path', { path: 'https://evil.example/' }],
    ['a nested property', { properties: { nested: { a: 1 } } }],
    ['a badly named property', { properties: { 'Bad Key': 1 } }],
    ['a long property value', { properties: { note: 'x'.repeat(201) } }],
    [
      'too many properties',
      { properties: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`p${i}`, i])) },
    ],
    ['an unknown field', { ip: '1.2.3.4' }],
  ])('rejects %s with 400 and stores nothing', async (_label, change) => {
    const body = event(change);
    const response = await t.client().post('/api/events', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
    if (typeof body.visitorId === 'string' && body.visitorId.length === 36)
      expect(await storedFor(body.visitorId)).toEqual([]);
  });

  it('rate limits one address', async () => {
    const client = t.client();
    const visitorId = randomUUID();
    let status = 202;
    let sent = 0;
    while (status === 202 && sent < 200) {
      status = (await client.post('/api/events', event({ visitorId }))).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBe(121);
  });
});

describe('GET /api/admin/events', () => {
  it('shows a visitor its events to the site admin only', async () => {
    const body = event({ name: 'cta_click', properties: { location: 'hero' } });
    await t.client().post('/api/events', body);
    expect((await t.client().get(`/api/admin/events?visitorId=${body.visitorId}`)).statusCode).toBe(
      401,
    );
    const admin = t.client();
    await signInAsSiteAdmin(admin, t.db);
    const response = await admin.get(`/api/admin/events?visitorId=${body.visitorId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: 'cta_click',
        visitorId: body.visitorId,
        signedIn: false,
        properties: { location: 'hero' },
      }),
    ]);
    expect((await admin.get('/api/admin/events?limit=0')).statusCode).toBe(400);
  });
});
