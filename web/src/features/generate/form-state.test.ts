import { describe, expect, it } from 'vitest';
import type { Paper } from '@common/schemas/paper';
import { choose, initialFormState, toRequest, variantRequest } from './form-state';

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

  it("rebuilds a paper's own request for a new variant, without its seed", () => {
    const paper = {
      country: 'in',
      curriculum: 'in-cbse',
      class: 10,
      subject: 'mathematics',
      chapters: [{ id: 'a', name: 'A' }],
      difficulty: 'hard',
      internalChoice: false,
      language: 'hi',
      durationMinutes: 45,
      title: 'Test',
      preset: null,
      seed: 5,
      sections: [
        { id: 'A', type: 'mcq', marksEach: 2, questions: [{}, {}] },
        { id: 'B', type: 'case', marksEach: 4, questions: [{}] },
      ],
    } as unknown as Paper;
    const request = variantRequest(paper);
    expect(request).toMatchObject({
      difficulty: 'hard',
      language: 'hi',
      durationMinutes: 45,
      title: 'Test',
    });
    expect(request.counts).toEqual({ mcq: 2, shortAnswer: 0, longAnswer: 0, caseStudy: 1 });
    expect(request.marks).toMatchObject({ mcqMarks: 2, caseStudyMarks: 4 });
    expect(request).not.toHaveProperty('seed');
  });
});
