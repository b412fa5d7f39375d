/**
 * Runs `task` every `ms` milliseconds, skipping a tick while the previous run is still going, so a
 * slow run (a provider that answers slowly) never piles up runs that repeat the same work. The
 * timer does not keep the process alive. Returns `stop`, which resolves once a run in flight ends.
 */
export function every(
  ms: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = undefined;
      });
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
