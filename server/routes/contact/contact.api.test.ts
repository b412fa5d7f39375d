import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Anita Desai',
  email: 'Anita.Desai@example.com',
  type: 'query',
  subject: 'Class 8 papers',
  message: 'Do you have papers for the Maharashtra board, class 8?',
};

async function stored(id: number) {
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

describe('POST /api/contact', () => {
  it('stores a query from a guest and answers 201', async () => {
    const response = await t.client().post('/api/contact', valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), awaitingApproval: false });
    const row = await stored(body.id);
    expect(row).toMatchObject({
      name: 'Anita Desai',
      email: 'anita.desai@example.com',
      type: 'query',
      subject: 'Class 8 papers',
      rating: null,
      userId: null,
      approvedAt: null,
    });
  });

  it('stores feedback with its rating, waiting for approval, and links a signed-in sender', async () => {
    const client = t.client();
    const { user } = await signUpUser(client);
    const response = await client.post('/api/contact', { ...valid, type: 'feedback', rating: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json().awaitingApproval).toBe(true);
    expect(await stored(response.json().id)).toMatchObject({
      rating: 4,
      userId: user.id,
      approvedAt: null,
    });
  });

  it('accepts feedback with the rating cleared', async () => {
    const response = await t.client().post('/api/contact', {
      ...valid,
      type: 'feedback',
      rating: null,
    });
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().id))?.rating).toBeNull();
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'answers "Please fill all fields" when %s is missing or blank',
    async (field) => {
      for (const value of [undefined, '   ']) {
        const response = await t.client().post('/api/contact', { ...valid, [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'invalid_request',
          message: Messages.contactFieldsRequired,
          fieldErrors: { [field]: Messages.contactFieldsRequired },
        });
      }
    },
  );

  it.each([
    [{ email: 'not-an-email' }, 'email', Messages.emailInvalid],
    [{ type: 'complaint' }, 'type', Messages.contactTypeInvalid],
    [{ type: 'feedback', rating: 6 }, 'rating', Messages.ratingInvalid],
    [{ type: 'feedback', rating: 2.5 }, 'rating', Messages.ratingInvalid],
    [{ type: 'feedback', rating: '5' }, 'rating', Messages.ratingInvalid],
    [{ type: 'query', rating: 3 }, 'rating', Messages.ratingOnlyForFeedback],
    [{ subject: 's'.repeat(151) }, 'subject', Messages.contactSubjectMax],
    [{ message: 'm'.repeat(5001) }, 'message', Messages.contactMessageMax],
    [{ name: 'n'.repeat(101) }, 'name', Messages.contactNameMax],
    [{ approvedAt: '2026-01-01T00:00:00Z' }, 'approvedAt', Messages.unknownField],
  ])('rejects %j on %s', async (change, field, message) => {
    const response = await t.client().post('/api/contact', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('rejects a body that is not JSON with 400 or 415, never 500', async () => {
    const client = t.client();
    const token = await client.csrfToken();
    const response = await client.request('POST', '/api/contact', 'name=x', {
      headers: { 'content-type': 'text/plain', 'x-csrf-token': token },
    });
    expect([400, 415]).toContain(response.statusCode);
  });

  it('needs the CSRF token', async () => {
    const response = await t.client().post('/api/contact', valid, { csrf: false });
    expect(response.statusCode).toBe(403);
  });

  it('allows 5 messages an hour from one address (docs/security.md §4)', async () => {
    const client = t.client();
    for (let i = 0; i < 5; i += 1)
      expect((await client.post('/api/contact', valid)).statusCode).toBe(201);
    const sixth = await client.post('/api/contact', valid);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(Messages.tooManyRequests);
    t.clock.advance(60 * 60_000);
    expect((await client.post('/api/contact', valid)).statusCode).toBe(201);
  });
});
