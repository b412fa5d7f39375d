/**
 * The app's notion of now; tests pass a controllable one (docs/security.md §5: clocks we move,
 * never sleeps).
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests move by hand. */
export function manualClock(start = new Date('2026-11-21T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
