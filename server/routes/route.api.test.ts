import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Messages } from '@common/messages';
import { Access, defineOperation } from '@common/operation';
import { becomeActor } from '../test/actors';
import { signUpUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { route } from './route';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The probe of issue 13 found 500s for these; each is now a 400 in the error shape, once, for
// every operation, before any handler runs.
describe('text no field may carry', () => {
  const nul = 'Hello\u0000there';
  const loneSurrogate = 'broken \uD83D text';

  it.each([
    ['a NUL in a contact message', nul],
    ['a lone surrogate in a contact message', loneSurrogate],
    ['a lone low surrogate', 'x\uDC00'],
  ])('refuses %s', async (_case, text) => {
    const response = await t.client().post('/api/contact', {
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Hi',
      message: text,
      type: 'query',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      message: Messages.textUnsafe,
      fieldErrors: { message: Messages.textUnsafe },
    });
  });

  it('refuses a NUL in a login id, a query string and a path', async () => {
    const client = t.client();
    const login = await client.post('/api/login', { loginId: `a${'\u0000'}@b.in`, password: 'x' });
    expect(login.statusCode).toBe(400);
    await signUpUser(client);
    const list = await client.get('/api/papers?search=%00');
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe(Messages.textUnsafe);
    const paper = await client.get('/api/papers/abc%00def');
    expect(paper.statusCode).toBe(400);
  });

  it('keeps a proper emoji pair and Indian scripts', async () => {
    const response = await t.client().post('/api/contact', {
      name: 'आशा 🙂',
      email: 'asha@example.com',
      subject: 'நன்றி',
      message: 'ধন্যবাদ 👍🏽',
      type: 'query',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('ids beyond their column', () => {
  it('answers 400, not 500, for a feedback id past the integer range', async () => {
    const admin = t.client();
    await becomeActor(admin, t.ctx, 'site-admin');
    const beyond = await admin.post('/api/admin/feedbacks/2147483648/approve');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().code).toBe('invalid_request');
    const largest = await admin.post('/api/admin/feedbacks/2147483647/approve');
    expect(largest.statusCode).toBe(404);
  });
});

describe('answers checked against their contract', () => {
  const Echo = defineOperation({
    name: 'get-echo',
    method: 'GET',
    path: '/api/test-echo',
    query: z.strictObject({ drift: z.enum(['yes', 'no']) }),
    output: z.strictObject({ greeting: z.string() }),
    access: Access.anyone,
  });
  const echo = route(Echo, ({ input }) =>
    input.query.drift === 'yes'
      ? ({ greeting: 'hello', passwordHash: 'leaked' } as { greeting: string })
      : { greeting: 'hello' },
  );

  it('fails an answer with a field the contract does not have, outside production', async () => {
    const local = await createEchoApp(true);
    expect((await local.client().get('/api/test-echo?drift=no')).statusCode).toBe(200);
    const drifted = await local.client().get('/api/test-echo?drift=yes');
    expect(drifted.statusCode).toBe(500);
    expect(drifted.json()).toMatchObject({ code: 'internal' });
    await local.close();
  });

  it('lets it through unchecked in production', async () => {
    const local = await createEchoApp(false);
    const drifted = await local.client().get('/api/test-echo?drift=yes');
    expect(drifted.statusCode).toBe(200);
    await local.close();
  });

  async function createEchoApp(checkResponses: boolean) {
    return createTestApp({}, { checkResponses, extraRoutes: [echo] });
  }
});
