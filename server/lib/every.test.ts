import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from './every';

afterEach(() => {
  vi.useRealTimers();
});

describe('every', () => {
  it('skips ticks while a run is still going, then runs again', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => {};
    const stop = every(
      1000,
      () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => {},
    );
    await vi.advanceTimersByTimeAsync(3500);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    // Stopping waits for the run in flight.
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(2);
  });

  it('hands a failed run to onError and keeps going', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = every(
      1000,
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(2);
    expect(errors.map(String)).toEqual(['Error: run 1', 'Error: run 2']);
    await stop();
  });
});
