import { describe, expect, it } from 'vitest';
import type { PaperSummary } from '@common/schemas/attempt';
import { classOptions, subjectOptions, withChosen } from './filter-options';
import { FindPapers } from '@common/contracts/papers';
import { urlOf } from '@/lib/call';
import { findPapersQuery, nextOffset, type PaperFilters } from './api/papers';

const paper = (subject: string, subjectName: string, classNumber: number): PaperSummary => ({
  id: `${subject}-${classNumber}`,
  title: 'A paper',
  curriculum: 'in-cbse',
  curriculumName: 'CBSE',
  class: classNumber,
  subject,
  subjectName,
  totalMarks: 20,
  questionCount: 10,
  language: 'en',
  createdAt: '2026-11-21T09:00:00.000Z',
  attempts: 0,
  bestScore: null,
});

describe('filter choices from the user own papers', () => {
  const papers = [
    paper('science', 'Science', 10),
    paper('mathematics', 'Mathematics', 9),
    paper('mathematics', 'Mathematics', 10),
  ];

  it('lists each subject once, by name', () => {
    expect(subjectOptions(papers)).toEqual([
      { value: 'mathematics', label: 'Mathematics' },
      { value: 'science', label: 'Science' },
    ]);
  });

  it('lists each class once, lowest first', () => {
    expect(classOptions(papers, (c) => `Class ${c}`)).toEqual([
      { value: '9', label: 'Class 9' },
      { value: '10', label: 'Class 10' },
    ]);
  });

  it('keeps a chosen value that no paper has any more', () => {
    const options = [{ value: '9', label: 'Class 9' }];
    expect(withChosen(options, '')).toBe(options);
    expect(withChosen(options, '9')).toBe(options);
    expect(withChosen(options, '12')).toEqual([...options, { value: '12', label: '12' }]);
  });
});

describe('the list request', () => {
  it('sends only the filters that are set', () => {
    const url = (filters: PaperFilters, offset: number) =>
      urlOf(FindPapers, { query: findPapersQuery(filters, offset) });
    expect(url({ search: '  unit test ', subject: '', classId: '10' }, 50)).toBe(
      '/api/papers?search=unit+test&class=10&limit=50&offset=50',
    );
    expect(url({ search: '', subject: 'science', classId: '' }, 0)).toBe(
      '/api/papers?subject=science&limit=50&offset=0',
    );
    expect(findPapersQuery({ search: '', subject: '', classId: '' }, 0, 100, 'hi')).toEqual({
      limit: 100,
      offset: 0,
      lang: 'hi',
    });
  });

  it('asks for another page until every paper is loaded', () => {
    const page = (count: number, total: number) => ({
      papers: Array.from({ length: count }, () => paper('science', 'Science', 10)),
      total,
    });
    expect(nextOffset([page(50, 120)])).toBe(50);
    expect(nextOffset([page(50, 120), page(50, 120)])).toBe(100);
    expect(nextOffset([page(50, 120), page(50, 120), page(20, 120)])).toBeUndefined();
    expect(nextOffset([page(3, 3)])).toBeUndefined();
    // a paper deleted meanwhile must not make it ask for ever
    expect(nextOffset([page(50, 120), page(0, 120)])).toBeUndefined();
  });
});
