import { describe, expect, it } from 'vitest';
import type { PaperSection } from '../schemas/paper';
import { paperWords } from './paper-words';
import { groupSections, sectionKindText, sectionTitle } from './sections';

const section = (over: Partial<PaperSection>): PaperSection => ({
  id: 'A',
  type: 'mcq',
  marksEach: 1,
  questions: [],
  ...over,
});

describe('section headings (issue 13)', () => {
  it('puts consecutive sections of one letter (and label) under one heading', () => {
    const mcq = section({});
    const ar = section({ style: 'assertion-reason' });
    const b = section({ id: 'B', type: 'short', marksEach: 2 });
    const physics = section({ id: 'B', type: 'short', marksEach: 2, label: 'Physics' });
    expect(groupSections([mcq, ar, b, physics])).toEqual([
      { id: 'A', parts: [mcq, ar] },
      { id: 'B', parts: [b] },
      { id: 'B', label: 'Physics', parts: [physics] },
    ]);
  });

  it('names a group "Section A", or "Section A · Physics" when it has a label', () => {
    expect(sectionTitle({ id: 'A' }, paperWords('en'))).toBe('Section A');
    expect(sectionTitle({ id: 'B', label: 'Physics' }, paperWords('en'))).toBe(
      'Section B · Physics',
    );
    expect(sectionTitle({ id: 'A' }, paperWords('hi'))).toBe('खंड A');
  });

  it('names what a section asks with its marks, and "answer any n of m" where it applies', () => {
    const en = paperWords('en');
    expect(sectionKindText(section({ type: 'short', marksEach: 2 }), en)).toBe(
      'Short answer questions, 2 marks each',
    );
    expect(sectionKindText(section({ style: 'assertion-reason' }), en)).toBe(
      'Assertion-reason questions, 1 mark each',
    );
    const anyOne = section({ type: 'case', marksEach: 4, attempt: 1 });
    anyOne.questions = [{} as PaperSection['questions'][number]];
    expect(sectionKindText(anyOne, en)).toBe(
      'Case study questions, 4 marks each · answer any 1 of 1',
    );
    expect(sectionKindText(section({}), paperWords('hi'))).toBe('बहुविकल्पीय प्रश्न, प्रत्येक 1 अंक');
  });
});
