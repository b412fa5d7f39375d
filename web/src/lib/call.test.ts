import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FindCurricula } from '@common/contracts/catalog';
import { FindEvents } from '@common/contracts/events';
import { DeletePaper, FindPapers, RenderPaperPdf } from '@common/contracts/papers';
import { GetSiteFacts } from '@common/contracts/site';
import { Messages } from '@common/messages';
import { Access, defineOperation } from '@common/operation';
import { ApiError } from './api-client';
import { call, callForFile, ContractMismatchError, urlOf } from './call';

type Sent = { url: string; init: RequestInit };
const sent: Sent[] = [];

function mockFetch(responses: Response[]) {
  sent.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return responses.shift()!;
  });
}

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The error a call fails with (the test fails if it succeeds). */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: Error) => error,
  );

/** A made-up operation with a path param, a query and a body, to see every part travel. */
const RenameThing = defineOperation({
  name: 'rename-thing',
  method: 'PATCH',
  path: '/api/things/:id',
  params: z.strictObject({ id: z.string() }),
  query: z.strictObject({ lang: z.string().optional() }),
  body: z.strictObject({ title: z.string() }),
  output: z.strictObject({ id: z.string(), title: z.string() }),
  access: Access.signedIn,
});

describe('urlOf', () => {
  it('fills the path params, encoded, and adds the query without what is undefined', () => {
    expect(urlOf(RenameThing, { params: { id: 'a b/c' }, query: {}, body: { title: 'x' } })).toBe(
      '/api/things/a%20b%2Fc',
    );
    expect(
      urlOf(FindPapers, {
        query: { search: 'unit test', subject: undefined, class: 10, limit: 50, offset: 0 },
      }),
    ).toBe('/api/papers?search=unit+test&class=10&limit=50&offset=0');
    expect(urlOf(RenderPaperPdf, { params: { id: 'p1' }, query: { kind: 'answers' } })).toBe(
      '/api/papers/p1/pdf?kind=answers',
    );
    expect(urlOf(GetSiteFacts)).toBe('/api/site-facts');
  });
});

describe('call (issue 13)', () => {
  it('sends the method, the URL with params and query, and the body, through api-client', async () => {
    mockFetch([json({ csrfToken: 'tok' }), json({ id: 'a b', title: 'New' })]);
    const renamed = await call(RenameThing, {
      params: { id: 'a b' },
      query: { lang: 'hi' },
      body: { title: 'New' },
    });
    expect(renamed).toEqual({ id: 'a b', title: 'New' });
    expect(sent.map((s) => s.url)).toEqual(['/api/csrf-token', '/api/things/a%20b?lang=hi']);
    const { init } = sent[1]!;
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ title: 'New' }));
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'X-CSRF-Token': 'tok',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store, must-revalidate',
    });
  });

  it('answers with the output when it matches the contract (checked in tests)', async () => {
    const curricula = [{ id: 'in-cbse', name: 'CBSE', available: true }];
    mockFetch([json(curricula)]);
    const parse = vi.spyOn(FindCurricula.output, 'safeParse');
    try {
      await expect(call(FindCurricula, { query: { country: 'in', lang: 'en' } })).resolves.toEqual(
        curricula,
      );
      expect(parse).toHaveBeenCalledWith(curricula);
    } finally {
      parse.mockRestore();
    }
    expect(sent[0]!.url).toBe('/api/curricula?country=in&lang=en');
    expect(sent[0]!.init.method).toBe('GET');
  });

  it('rejects an answer that drifted from its contract, naming the operation', async () => {
    mockFetch([json([{ id: 'in-cbse', name: 'CBSE', available: 'yes' }])]);
    const error = await failure(call(FindCurricula, { query: { country: 'in' } }));
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error.message).toContain('find-curricula');
    expect(error.message).toContain('GET /api/curricula');
    expect(error.message).toContain('0.available');

    mockFetch([json({ csrfToken: 'tok' }), json({ id: 'x', title: 'New', extra: true })]);
    const extra = await failure(
      call(RenameThing, { params: { id: 'x' }, query: {}, body: { title: 'New' } }),
    );
    expect(extra.message).toMatch(/rename-thing .*does not match its contract/);
  });

  it('checks nothing in production, where the answer goes on as the server sent it', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    vi.resetModules();
    try {
      const production = await import('./call');
      const drifted = [{ id: 'in-cbse', name: 'CBSE', available: 'yes' }];
      mockFetch([json(drifted)]);
      await expect(production.call(FindCurricula, { query: { country: 'in' } })).resolves.toEqual(
        drifted,
      );
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('checks no answer for an operation without output, and sends no body without one', async () => {
    mockFetch([json({ csrfToken: 'tok' }), new Response(null, { status: 204 })]);
    await expect(call(DeletePaper, { params: { id: 'p1' } })).resolves.toBeUndefined();
    expect(sent[1]!.url).toBe('/api/papers/p1');
    expect(sent[1]!.init.method).toBe('DELETE');
    expect(sent[1]!.init.body).toBeUndefined();
    expect(sent[1]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('keeps the error rules of api-client: the server’s message, and words when offline', async () => {
    mockFetch([json({ message: 'Admins only', code: 'forbidden' }, 403)]);
    const refused = await failure(call(FindEvents, { query: {} }));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, message: 'Admins only' });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = await failure(call(GetSiteFacts));
    expect(offline).toMatchObject({ status: 0, message: Messages.networkUnavailable });
  });
});

describe('callForFile', () => {
  it('downloads a PDF through api-client, with the name the server gave it', async () => {
    mockFetch([
      new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="maths-answers.pdf"',
        },
      }),
    ]);
    const { blob, filename } = await callForFile(RenderPaperPdf, {
      params: { id: 'p1' },
      query: { kind: 'answers' },
    });
    expect(filename).toBe('maths-answers.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(sent).toHaveLength(1); // a GET: no CSRF token
    expect(sent[0]!.url).toBe('/api/papers/p1/pdf?kind=answers');
    expect(sent[0]!.init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' },
    });
  });

  it('fails like any call: the server’s reason, or words when the server is down', async () => {
    mockFetch([json({ code: 'payment_required', message: Messages.pdfMonthlyLimitReached }, 402)]);
    const refused = await failure(callForFile(RenderPaperPdf, { params: { id: 'p1' }, query: {} }));
    expect(refused).toMatchObject({ status: 402, message: Messages.pdfMonthlyLimitReached });

    mockFetch([new Response('<html>Bad gateway</html>', { status: 502 })]);
    const down = await failure(callForFile(RenderPaperPdf, { params: { id: 'p1' }, query: {} }));
    expect(down).toMatchObject({ status: 502, message: Messages.serverUnavailable });
  });
});
