/**
 * Runs `task` every `ms` milliseconds, skipping a tick while the previous run is still going, so a
 * slow run (a provider that answers slowly) never piles up runs that repeat the same work. The
 * timer does not keep the process alive. Returns a function that stops it.
 */
export function every(
  ms: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
