import type { AttemptAnswer } from '@common/schemas/attempt';
import { ApiError } from '@/lib/api-client';
import {
  mergeAnswers,
  readLocalCopy,
  removeLocalCopy,
  sameAnswers,
  writeLocalCopy,
  type Answers,
} from './attempt-answers';

/** How long typing pauses before the answers go to the server. */
export const SAVE_DEBOUNCE_MS = 800;
/** How soon a save the server refused for another reason than time is tried again. */
export const SAVE_RETRY_MS = 10_000;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'retrying';

type Options = {
  attemptId: string;
  serverAnswers: Answers;
  /** PUT the whole answers map. */
  save: (answers: Answers) => Promise<unknown>;
  onStatus: (status: SaveStatus) => void;
  isOnline?: () => boolean;
};

/** The server has closed the attempt (submitted, or time is up): its message. */
type OnClosed = (message: string) => void;

/**
 * Answers saved as they go (issue 5): every change is kept on this device at once, then the
 * whole map goes to the server after a pause in typing. Offline, or when a save fails, nothing
 * is lost: the device's copy stays marked unsaved, is merged in on the next load, and is sent
 * again when the connection returns.
 */
export class AnswerSaver {
  answers: Answers;
  /** What to show before the first save: unsaved answers from this device, saved ones, or none. */
  readonly initialStatus: SaveStatus;
  private status: SaveStatus;
  private version = 0;
  private savedVersion = 0;
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private running = false;
  private onClosed: OnClosed = () => {};
  private readonly options: Options;

  constructor(options: Options) {
    this.options = options;
    this.answers = mergeAnswers(options.serverAnswers, readLocalCopy(options.attemptId));
    if (!sameAnswers(this.answers, options.serverAnswers)) this.savedVersion = -1;
    this.initialStatus = this.unsaved
      ? 'saving'
      : Object.keys(this.answers).length
        ? 'saved'
        : 'idle';
    this.status = this.initialStatus;
  }

  get unsaved() {
    return this.savedVersion !== this.version;
  }

  /** Begins work: answers kept on this device but not on the server are sent now. */
  start(onClosed: OnClosed) {
    this.onClosed = onClosed;
    this.running = true;
    if (this.unsaved) this.schedule(0);
  }

  /** Leaving the screen: what waits for the pause in typing goes now (and stays on the device). */
  stop() {
    this.running = false;
    clearTimeout(this.timer);
    if (this.unsaved && !this.closed) void this.flush();
  }

  /** Records one answer and returns the new map. */
  change(number: string, answer: AttemptAnswer): Answers {
    if (this.closed) return this.answers;
    this.answers = { ...this.answers, [number]: answer };
    this.version += 1;
    writeLocalCopy(this.options.attemptId, {
      answers: this.answers,
      unsaved: true,
      changedAt: Date.now(),
    });
    if (this.status !== 'offline' && this.status !== 'retrying') this.setStatus('saving');
    this.schedule(SAVE_DEBOUNCE_MS);
    return this.answers;
  }

  /** Saves what is pending now: saved, unsaved (offline or failing), or closed by the server. */
  saveNow = async (): Promise<'saved' | 'unsaved' | 'closed'> => {
    await this.flush();
    if (this.closed) return 'closed';
    return this.unsaved ? 'unsaved' : 'saved';
  };

  /** The connection is back: send what waited. */
  online = () => {
    if (this.unsaved) void this.flush();
  };

  /** The connection is gone: say so while something waits. */
  offline = () => {
    if (this.unsaved) this.setStatus('offline');
  };

  /** The attempt is submitted: no more saves, and the device's copy can go. */
  close = () => {
    this.closed = true;
    this.running = false;
    clearTimeout(this.timer);
    removeLocalCopy(this.options.attemptId);
  };

  private schedule(delay: number) {
    clearTimeout(this.timer);
    if (this.running) this.timer = setTimeout(() => void this.flush(), delay);
  }

  private setStatus(status: SaveStatus) {
    this.status = status;
    this.options.onStatus(status);
  }

  private async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.closed) return;
    if (this.inFlight) {
      await this.inFlight;
      return this.flush();
    }
    if (!this.unsaved) return;
    if (!(this.options.isOnline ?? (() => navigator.onLine))()) {
      this.setStatus('offline');
      return;
    }
    this.inFlight = this.send();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private async send() {
    const version = this.version;
    const answers = this.answers;
    this.setStatus('saving');
    try {
      await this.options.save(answers);
    } catch (error) {
      // 409: submitted, or time is up; 404: the paper was deleted. Either way, nothing to save to.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        this.close();
        this.onClosed(error.message);
        return;
      }
      const online = (this.options.isOnline ?? (() => navigator.onLine))();
      this.setStatus(online ? 'retrying' : 'offline');
      // Offline, the 'online' event sends it; a server that failed is asked again later.
      if (online) this.schedule(SAVE_RETRY_MS);
      return;
    }
    this.savedVersion = version;
    if (this.unsaved) return; // typed during the save: the debounce timer sends the rest
    writeLocalCopy(this.options.attemptId, { answers, unsaved: false, changedAt: Date.now() });
    this.setStatus('saved');
  }
}
