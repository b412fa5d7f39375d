import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AnswerSaver, SAVE_DEBOUNCE_MS, SAVE_RETRY_MS, type SaveStatus } from './answer-saver';
import { readLocalCopy, writeLocalCopy, type Answers } from './attempt-answers';

let online = true;
let saves: Answers[] = [];
let statuses: SaveStatus[] = [];
let answerSave: (answers: Answers) => Promise<unknown>;

function saver(serverAnswers: Answers = {}) {
  const made = new AnswerSaver({
    attemptId: 'a1',
    serverAnswers,
    save: (answers) => {
      saves.push(answers);
      return answerSave(answers);
    },
    onStatus: (status) => statuses.push(status),
    isOnline: () => online,
  });
  return made;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  online = true;
  saves = [];
  statuses = [];
  answerSave = async () => ({});
});
afterEach(() => vi.useRealTimers());

const mcq = (optionIndex: number) => ({ choice: 'main' as const, optionIndex });
const text = (value: string) => ({ choice: 'main' as const, text: value });

describe('saving answers as they go', () => {
  it('keeps every change on the device at once and sends the whole map after a pause', async () => {
    const s = saver({ '1': mcq(0) });
    s.start(() => {});
    s.change('2', text('H'));
    s.change('2', text('HCF'));
    expect(readLocalCopy('a1')).toMatchObject({ unsaved: true, answers: { '2': text('HCF') } });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([{ '1': mcq(0), '2': text('HCF') }]);
    expect(statuses.at(-1)).toBe('saved');
    expect(readLocalCopy('a1')?.unsaved).toBe(false);
  });

  it('offline, says so and keeps the answers; back online, sends them', async () => {
    const s = saver();
    s.start(() => {});
    online = false;
    s.change('1', mcq(2));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(0);
    expect(statuses.at(-1)).toBe('offline');
    expect(readLocalCopy('a1')).toMatchObject({ unsaved: true, answers: { '1': mcq(2) } });
    online = true;
    s.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([{ '1': mcq(2) }]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('a save that fails on the way is kept and tried again', async () => {
    const s = saver();
    s.start(() => {});
    answerSave = async () => {
      throw new ApiError(500, 'Something went wrong');
    };
    s.change('1', mcq(1));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(statuses.at(-1)).toBe('retrying');
    answerSave = async () => ({});
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS);
    expect(saves).toHaveLength(2);
    expect(statuses.at(-1)).toBe('saved');
    expect(await s.saveNow()).toBe('saved');
  });

  it('on load, sends what the device kept but the server never got', async () => {
    writeLocalCopy('a1', { answers: { '3': text('offline answer') }, unsaved: true, changedAt: 1 });
    const s = saver({ '1': mcq(0) });
    expect(s.answers).toEqual({ '1': mcq(0), '3': text('offline answer') });
    expect(s.initialStatus).toBe('saving');
    s.start(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([{ '1': mcq(0), '3': text('offline answer') }]);
  });

  it('nothing to send when the server has it all', async () => {
    const s = saver({ '1': mcq(0) });
    expect(s.initialStatus).toBe('saved');
    s.start(() => {});
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(0);
    expect(await s.saveNow()).toBe('saved');
  });

  it('a change made while a save is on its way is sent after it', async () => {
    let finish = () => {};
    answerSave = () => new Promise((resolve) => (finish = () => resolve({})));
    const s = saver();
    s.start(() => {});
    s.change('1', mcq(0));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    s.change('2', text('more'));
    const submitting = s.saveNow();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    finish();
    expect(await submitting).toBe('saved');
    expect(saves).toEqual([{ '1': mcq(0) }, { '1': mcq(0), '2': text('more') }]);
  });

  it('a 409 means the server has submitted it: stop saving and say why', async () => {
    const closed = vi.fn();
    answerSave = async () => {
      throw new ApiError(409, 'Time is up: your answers have been submitted.');
    };
    const s = saver();
    s.start(closed);
    s.change('1', mcq(0));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(closed).toHaveBeenCalledWith('Time is up: your answers have been submitted.');
    expect(readLocalCopy('a1')).toBeNull();
    s.change('2', mcq(1));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
    expect(await s.saveNow()).toBe('closed');
  });

  it('leaving the screen sends what was waiting for the pause in typing', async () => {
    const s = saver();
    s.start(() => {});
    s.change('1', text('last words'));
    s.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([{ '1': text('last words') }]);
    expect(readLocalCopy('a1')?.unsaved).toBe(false);
  });
});
