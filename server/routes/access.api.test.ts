import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '@common/contracts';
import { Messages } from '@common/messages';
import { ActorKinds, allows, pathOf, type Operation } from '@common/operation';
import { becomeActor } from '../test/actors';
import { createTestApp } from '../test/test-app';
import { routes } from '.';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusals = new Set<string>([Messages.notSignedIn, Messages.forbidden]);

/** Calls an operation with empty input, as a given client. */
function callEmpty(client: ReturnType<typeof t.client>, operation: Operation) {
  const url = pathOf(operation, { id: randomUUID() });
  return client.request(operation.method, url, operation.method === 'GET' ? undefined : {});
}

describe('every operation has one contract and one route', () => {
  it('serves each operation of common/contracts exactly once, and nothing else', () => {
    const served = routes.map((r) => r.operation.name).sort();
    expect(served).toEqual(allOperations.map((o) => o.name).sort());
    expect(new Set(served).size).toBe(served.length);
    const paths = allOperations.map((o) => `${o.method} ${o.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names each operation verb-noun, with a path under /api', () => {
    for (const operation of allOperations) {
      expect(operation.name).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(operation.path).toMatch(/^\/api\//);
    }
  });
});

// The matrix: each operation asked by each kind of actor. An actor the rule does not name is
// refused before any input is read (401 for a guest, 403 for the others); an actor it names is
// never refused by the rule (its answer may still be a 400 for the empty input, or a 404).
describe.each(allOperations.map((operation) => [operation.name, operation] as const))(
  'access to %s',
  (_name, operation) => {
    it.each([...ActorKinds])('as %s', async (kind) => {
      const client = t.client();
      await becomeActor(client, t.ctx, kind);
      const response = await callEmpty(client, operation);
      const refused =
        [401, 403].includes(response.statusCode) && refusals.has(response.json().message);
      if (allows(operation, kind)) {
        expect(refused, `${response.statusCode} ${response.body}`).toBe(false);
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode).toBe(kind === 'guest' ? 401 : 403);
        expect(response.json()).toMatchObject({
          code: kind === 'guest' ? 'unauthenticated' : 'forbidden',
        });
      }
    });
  },
);
