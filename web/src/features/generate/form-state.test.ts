import { describe, expect, it } from 'vitest';
import { choose, initialFormState, toRequest } from './form-state';

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
});
