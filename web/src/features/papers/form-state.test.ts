import { describe, expect, it } from 'vitest';
import {
  choose,
  GENERATE_FORM_STORAGE_KEY,
  initialFormState,
  loadFormState,
  saveFormState,
  toRequest,
} from './form-state';

describe('the generate form state', () => {
  it('clears what depends on a changed choice (spec §4)', () => {
    const full = {
      ...initialFormState,
      subject: 'mathematics',
      chapters: ['polynomials'],
      preset: 'p',
    };
    expect(choose(full, 'country', 'uk')).toMatchObject({
      country: 'uk',
      curriculum: '',
      classId: '',
      subject: '',
      chapters: [],
      preset: '',
    });
    expect(choose(full, 'curriculum', 'in-cisce-icse')).toMatchObject({
      curriculum: 'in-cisce-icse',
      classId: '',
      subject: '',
    });
    expect(choose(full, 'classId', '9')).toMatchObject({
      curriculum: 'in-cbse',
      classId: '9',
      subject: '',
      chapters: [],
    });
    expect(choose(full, 'subject', 'science')).toMatchObject({
      classId: '10',
      subject: 'science',
      chapters: [],
    });
  });

  it('sends minutes whichever unit the duration was typed in, and counts or a preset', () => {
    const hours = {
      ...initialFormState,
      subject: 'mathematics',
      chapters: ['a'],
      duration: 1.5,
      durationUnit: 'hours' as const,
    };
    expect(toRequest(hours)).toMatchObject({
      class: 10,
      durationMinutes: 90,
      counts: initialFormState.counts,
    });
    expect(toRequest({ ...hours, preset: 'cbse-10-mathematics-standard' })).not.toHaveProperty(
      'counts',
    );
  });

  it('leaves the duration to the pattern or the board unless one is typed', () => {
    const chosen = { ...initialFormState, subject: 'mathematics', chapters: ['a'] };
    expect(toRequest(chosen)).not.toHaveProperty('durationMinutes');
    expect(toRequest({ ...chosen, duration: 45 })).toMatchObject({ durationMinutes: 45 });
  });

  it("remembers the choices but not the last paper's title, duration or code", () => {
    saveFormState({
      ...initialFormState,
      subject: 'science',
      chapters: ['light'],
      title: 'Unit test 1',
      duration: 2,
      durationUnit: 'hours',
      paperCode: '4242',
      internalChoice: true,
    });
    expect(JSON.parse(localStorage.getItem(GENERATE_FORM_STORAGE_KEY)!)).not.toMatchObject({
      title: 'Unit test 1',
    });
    expect(loadFormState()).toMatchObject({
      subject: 'science',
      chapters: ['light'],
      internalChoice: true,
      title: '',
      duration: null,
      durationUnit: 'minutes',
      paperCode: '',
    });
  });
});
