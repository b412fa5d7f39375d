import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { paymentOrders, users } from '../../db/schema';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderOrderStatus,
} from '../../integrations/payments/payment-provider';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { reconcilePass } from './reconcile-pass';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let test: TestDatabase;
const now = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  test = await createTestDatabase();
  const userId = randomUUID();
  await test.database.db.insert(users).values({
    id: userId,
    fullName: 'Meera Iyer',
    email: 'meera.reconciler@example.com',
    phone: '+919876500001',
    country: 'India',
    passwordHash: 'not-a-hash',
  });
  // One unfinished order, so every pass asks the provider about it.
  await test.database.db.insert(paymentOrders).values({
    id: randomUUID(),
    merchantOrderId: 'sub_reconciler_lock',
    userId,
    plan: 'monthly',
    country: 'in',
    curriculum: 'in-cbse',
    classNumber: 10,
    amountMinor: 9900,
    currency: 'INR',
    provider: 'cashfree',
    providerOrderId: 'cf_reconciler_lock',
    state: 'created',
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
  });
});
afterAll(async () => {
  await test.database.close();
  await test.drop();
});

/** A provider that counts the questions it gets and answers each once `release` is called. */
function slowProvider() {
  const waiting: (() => void)[] = [];
  let asked = 0;
  const provider: PaymentProvider = {
    id: 'cashfree',
    createCheckout: () => Promise.reject(new Error('not in this test')),
    verifyWebhook: () => {
      throw new Error('not in this test');
    },
    fetchStatus: async (): Promise<ProviderOrderStatus> => {
      asked += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
      throw new ProviderError('the test provider is down', 503, undefined, true);
    },
  };
  return {
    provider,
    asked: () => asked,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

const pass = (database: Database, payments: PaymentProvider) =>
  reconcilePass({ database, payments, now, log: () => {} });

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('the reconciler pass', () => {
  it('runs and reports what it credited', async () => {
    const gateway = slowProvider();
    const running = pass(test.database, gateway.provider);
    await until(() => gateway.asked() === 1);
    gateway.release();
    expect(await running).toBe(0);
  });

  it.skipIf(!onPostgres)(
    'runs in one process at a time: a second process skips its turn while the first runs (PostgreSQL only: runs with TEST_DATABASE_URL)',
    async () => {
      const other = await openDatabase({ kind: 'postgres', url: test.url!, poolSize: 5 });
      try {
        const first = slowProvider();
        const second = slowProvider();
        const running = pass(test.database, first.provider);
        await until(() => first.asked() === 1);
        expect(await pass(other, second.provider)).toBe('skipped');
        expect(second.asked()).toBe(0);
        first.release();
        expect(await running).toBe(0);
        // The lock ended with the first pass: the other process now runs its own.
        const next = pass(other, second.provider);
        await until(() => second.asked() === 1);
        second.release();
        expect(await next).toBe(0);
      } finally {
        await other.close();
      }
    },
  );
});
