import { beforeEach, describe, expect, it } from 'vitest';
import { testSections } from '@common/test-fixtures/paper';
import {
  isAnswered,
  mergeAnswers,
  progressOf,
  readLocalCopy,
  removeLocalCopy,
  sameAnswers,
  withChoice,
  withOption,
  withText,
  writeLocalCopy,
} from './attempt-answers';

const [sectionA, sectionB] = testSections();
const [q1] = sectionA!.questions;
const [q3, q4] = sectionB!.questions;

beforeEach(() => localStorage.clear());

describe('attempt answers', () => {
  it('counts an answer as the server marks it: an option, or some text', () => {
    expect(isAnswered(q1!, undefined)).toBe(false);
    expect(isAnswered(q1!, { choice: 'main' })).toBe(false);
    expect(isAnswered(q1!, { choice: 'main', optionIndex: 0 })).toBe(true);
    expect(isAnswered(q3!, { choice: 'main', text: '   ' })).toBe(false);
    expect(isAnswered(q3!, { choice: 'main', text: 'HCF is 6' })).toBe(true);
    // the "OR" of question 4 is an MCQ: text does not answer it, an option does
    expect(isAnswered(q4!, { choice: 'or', text: 'words' })).toBe(false);
    expect(isAnswered(q4!, { choice: 'or', optionIndex: 2 })).toBe(true);
  });

  it('counts progress by section, asking an "any two" section for two answers only', () => {
    const answers = {
      '1': { choice: 'main' as const, optionIndex: 1 },
      '3': { choice: 'main' as const, text: 'x' },
    };
    expect(progressOf([sectionA!], answers)).toEqual({ answered: 1, total: 2, missing: 1 });
    expect(progressOf([sectionB!], answers)).toEqual({ answered: 1, total: 3, missing: 1 });
    const more = { ...answers, '5': { choice: 'main' as const, text: 'y' } };
    expect(progressOf([sectionB!], more)).toEqual({ answered: 2, total: 3, missing: 0 });
  });

  it('keeps the chosen alternative through edits, and drops an option that belonged to the other', () => {
    expect(withOption(undefined, 2)).toEqual({ choice: 'main', optionIndex: 2 });
    expect(withText({ choice: 'or' }, 'a')).toEqual({ choice: 'or', text: 'a' });
    expect(withChoice({ choice: 'main', optionIndex: 1 }, 'or')).toEqual({ choice: 'or' });
    expect(withChoice({ choice: 'main', text: 'draft' }, 'or')).toEqual({
      choice: 'or',
      text: 'draft',
    });
    const same = { choice: 'or' as const, optionIndex: 3 };
    expect(withChoice(same, 'or')).toBe(same);
  });

  it('compares answer maps by what they say', () => {
    expect(sameAnswers({ '1': { choice: 'main', text: '' } }, {})).toBe(true);
    expect(sameAnswers({ '1': { choice: 'main', optionIndex: 0 } }, {})).toBe(false);
    expect(
      sameAnswers({ '1': { choice: 'main', text: 'a' } }, { '1': { choice: 'or', text: 'a' } }),
    ).toBe(false);
  });

  it("keeps a copy on the device, and prefers its unsaved answers over the server's", () => {
    const server = {
      '1': { choice: 'main' as const, optionIndex: 0 },
      '3': { choice: 'main' as const, text: 'old' },
    };
    expect(readLocalCopy('a1')).toBeNull();
    expect(mergeAnswers(server, null)).toBe(server);
    writeLocalCopy('a1', {
      answers: { '3': { choice: 'main', text: 'newer' }, '5': { choice: 'main', text: 'new' } },
      unsaved: true,
      changedAt: 1,
    });
    expect(mergeAnswers(server, readLocalCopy('a1'))).toEqual({
      '1': { choice: 'main', optionIndex: 0 },
      '3': { choice: 'main', text: 'newer' },
      '5': { choice: 'main', text: 'new' },
    });
    // once the server has had it all, the server's answers stand (another device may be newer)
    writeLocalCopy('a1', { answers: {}, unsaved: false, changedAt: 2 });
    expect(mergeAnswers(server, readLocalCopy('a1'))).toBe(server);
    removeLocalCopy('a1');
    expect(readLocalCopy('a1')).toBeNull();
    localStorage.setItem('prashna.attempt.a2', '{not json');
    expect(readLocalCopy('a2')).toBeNull();
  });
});
