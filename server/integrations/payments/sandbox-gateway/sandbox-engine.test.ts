import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SandboxEngine } from './sandbox-engine';
import type { SandboxOrder } from './sandbox-store';

const START = Date.UTC(2026, 10, 25, 6, 0, 0);

function engineWithOrder() {
  const engine = new SandboxEngine({
    clientSecret: 'test-secret',
    webhookUrl: () => undefined,
    retryScheduleMs: [],
    ttlMs: 15 * 60_000,
    pendingDelayMs: 1_000,
    log: () => {},
  });
  const order: SandboxOrder = {
    cfOrderId: '1',
    orderId: 'sub_engine_1',
    amount: 999,
    currency: 'INR',
    customer: {},
    meta: {},
    tags: null,
    note: null,
    sessionId: 'session_1',
    createdAt: START,
    expiresAt: START + 30 * 60_000,
    status: 'ACTIVE',
    payments: [],
  };
  engine.store.orders.set(order.orderId, order);
  return { engine, order };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('sandbox engine settlement', () => {
  it('settles a pending payment when its time comes', async () => {
    const { engine, order } = engineWithOrder();
    engine.pay(order, 'pending_then_success', 300);
    expect(order.payments.at(-1)?.status).toBe('PENDING');
    await vi.advanceTimersByTimeAsync(300);
    expect(order.payments.at(-1)?.status).toBe('SUCCESS');
    expect(order.status).toBe('PAID');
  });

  it('still settles when the timer wakes a millisecond before the wall clock says it is due', async () => {
    const { engine, order } = engineWithOrder();
    engine.pay(order, 'pending_then_success', 300);
    // Node's timers run on a monotonic clock; Date.now() can lag it by a millisecond.
    vi.setSystemTime(START - 1);
    await vi.advanceTimersByTimeAsync(300);
    expect(order.payments.at(-1)?.status).toBe('PENDING');
    await vi.advanceTimersByTimeAsync(1);
    expect(order.payments.at(-1)?.status).toBe('SUCCESS');
  });
});
