import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { FindCurricula } from '@common/contracts/catalog';
import { FindPapers, GetPaper } from '@common/contracts/papers';
import { Access, defineOperation } from '@common/operation';
import { createQueryClient } from './query-client';
import {
  invalidateOperation,
  operationKey,
  setOperationData,
  useOperationMutation,
  useOperationQuery,
} from './operation-query';

const urls: string[] = [];
function mockFetch(answer: (url: string) => unknown) {
  urls.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(answer(url)), {
      headers: { 'content-type': 'application/json' },
    });
  });
}
afterEach(() => vi.unstubAllGlobals());

const wrapperOf =
  (client = createQueryClient()) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

/** A made-up mutation with a path param and a body. */
const RenameThing = defineOperation({
  name: 'rename-thing',
  method: 'PATCH',
  path: '/api/things/:id',
  params: z.strictObject({ id: z.string() }),
  body: z.strictObject({ title: z.string() }),
  output: z.strictObject({ id: z.string(), title: z.string() }),
  access: Access.signedIn,
});

const curricula = [{ id: 'in-cbse', name: 'CBSE', available: true }];

describe('queries derived from a contract', () => {
  it('keys a call by the operation name and its input, never by its URL', () => {
    expect(operationKey(FindCurricula, { query: { country: 'in', lang: 'en' } })).toEqual([
      'find-curricula',
      { query: { country: 'in', lang: 'en' } },
    ]);
    expect(operationKey(GetPaper, { params: { id: 'p1' } })).toEqual([
      'get-paper',
      { params: { id: 'p1' } },
    ]);
  });

  it('fetches through call() and reads the answer from the cache by its key', async () => {
    mockFetch(() => curricula);
    const client = createQueryClient();
    const input = { query: { country: 'in', lang: 'en' as const } };
    const { result } = renderHook(() => useOperationQuery(FindCurricula, input), {
      wrapper: wrapperOf(client),
    });
    await waitFor(() => expect(result.current.data).toEqual(curricula));
    expect(urls).toEqual(['/api/curricula?country=in&lang=en']);
    expect(client.getQueryData(operationKey(FindCurricula, input))).toEqual(curricula);
  });

  it('invalidates every call of an operation by its name, and no other', async () => {
    const client = createQueryClient();
    setOperationData(client, FindCurricula, { query: { country: 'in' } }, curricula);
    setOperationData(client, FindCurricula, { query: { country: 'uk' } }, []);
    client.setQueryData(operationKey(FindPapers, { query: {} }), { papers: [], total: 0 });
    await invalidateOperation(client, FindCurricula);
    const stale = client
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey[0], query.state.isInvalidated]);
    expect(stale).toEqual([
      ['find-curricula', true],
      ['find-curricula', true],
      ['find-papers', false],
    ]);
  });

  it('a mutation calls its operation with the input it is given, then reads again what it changes', async () => {
    const paper = { id: 'p1', title: 'New' };
    mockFetch((url) => (url === '/api/csrf-token' ? { csrfToken: 'tok' } : paper));
    const client = createQueryClient();
    client.setQueryData(operationKey(FindPapers, { query: {} }), { papers: [], total: 0 });
    const { result } = renderHook(
      () => useOperationMutation(RenameThing, { invalidates: [FindPapers] }),
      { wrapper: wrapperOf(client) },
    );
    await act(() => result.current.mutateAsync({ params: { id: 'p1' }, body: { title: 'New' } }));
    expect(urls).toEqual(['/api/csrf-token', '/api/things/p1']);
    expect(client.getQueryState(operationKey(FindPapers, { query: {} }))?.isInvalidated).toBe(true);
  });
});
