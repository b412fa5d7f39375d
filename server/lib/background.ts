/**
 * Work that must not delay a response (so answers take the same time whether or not an account
 * exists) but must finish: tracked so shutdown and tests can wait for it.
 */
export class BackgroundTasks {
  // Per process (issue 13): this process's own work in flight, which only its shutdown waits for.
  private pending = new Set<Promise<unknown>>();

  constructor(private onError: (error: unknown) => void) {}

  /** Runs `task` after the current response is sent. */
  run(task: () => Promise<unknown>): void {
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(this.onError)
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves when every task started so far has finished. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
