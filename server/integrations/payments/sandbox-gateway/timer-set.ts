/** Timers that never keep the process alive and all stop together when the gateway closes. */
export class TimerSet {
  readonly #timers = new Set<NodeJS.Timeout>();

  /** Runs `task` after `ms`; a thrown error is handed to `onError` rather than lost. */
  schedule(ms: number, task: () => unknown, onError: (error: unknown) => void): void {
    const timer = setTimeout(
      () => {
        this.#timers.delete(timer);
        Promise.resolve().then(task).catch(onError);
      },
      Math.max(0, ms),
    );
    timer.unref();
    this.#timers.add(timer);
  }

  /** Cancels everything still waiting. */
  clear(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
