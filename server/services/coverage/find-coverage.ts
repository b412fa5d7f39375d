import type { UiLanguage } from '@common/languages';
import type { BankCoverage, CoverageCounts } from '@common/schemas/coverage';
import type { ScopedQuestion } from '../../content/bank';
import { bankCurriculum } from '../../content/catalog';
import type { ContentStore } from '../../content/content-store';
import type { AnyTemplate } from '../../engine/template';

const empty = (): CoverageCounts => ({
  questions: 0,
  mcq: 0,
  assertionReason: 0,
  short: 0,
  long: 0,
  case: 0,
  easy: 0,
  medium: 0,
  hard: 0,
  figures: 0,
  templates: 0,
  templateVariants: 0,
});

function addQuestion(counts: CoverageCounts, q: ScopedQuestion) {
  counts.questions += 1;
  if (q.type === 'mcq' && q.style === 'assertion-reason') counts.assertionReason += 1;
  else counts[q.type] += 1;
  counts[q.difficulty] += 1;
  if (q.figures) counts.figures += 1;
}

function addTemplate(counts: CoverageCounts, template: AnyTemplate) {
  counts.templates += 1;
  counts.templateVariants += template.minVariants;
}

function sum(list: readonly CoverageCounts[]): CoverageCounts {
  const total = empty();
  for (const counts of list)
    for (const key of Object.keys(total) as (keyof CoverageCounts)[]) total[key] += counts[key];
  return total;
}

/**
 * What the bank holds for every subject that can make a paper, chapter by chapter: questions by
 * type and difficulty, figures, and templates with their proven variants. Only reviewed questions
 * and templates count, as only they reach papers. Named in the reader's language.
 */
export function findCoverage(content: ContentStore, lang: UiLanguage): BankCoverage {
  const names = content.catalog.names(lang);
  const subjects: BankCoverage['subjects'] = [];
  for (const subject of content.catalog.subjects) {
    // A board that teaches another board's books shows that board's bank.
    const bank = bankCurriculum(subject);
    const inSubject = (scope: { curriculum: string; class: number; subject: string }) =>
      scope.curriculum === bank && scope.class === subject.class && scope.subject === subject.id;
    // Only what can make a paper today; the store holds reviewed questions and templates only.
    if (!content.availability.subject(subject.curriculum, subject.class, subject.id)) continue;
    const questions = content.questions.filter(inSubject);
    const scoped = content.templates.flatMap((t) =>
      t.scope.filter(inSubject).map((s) => ({ t, s })),
    );
    const chapters = subject.chapters.map((chapter) => {
      const counts = empty();
      for (const q of questions) if (q.chapter === chapter.id) addQuestion(counts, q);
      for (const { t, s } of scoped) if (s.chapter === chapter.id) addTemplate(counts, t);
      return {
        id: chapter.id,
        number: chapter.number,
        name: names.chapter(subject, chapter),
        counts,
      };
    });
    const curriculum = content.catalog.curricula.find((c) => c.id === subject.curriculum)!;
    const lender = content.catalog.curricula.find((c) => c.id === subject.sharesBankOf);
    subjects.push({
      curriculum: subject.curriculum,
      curriculumName: names.curriculum(curriculum),
      ...(lender ? { sharesBankOf: { curriculum: lender.id, short: lender.short } } : {}),
      class: subject.class,
      subject: subject.id,
      subjectName: names.subject(subject),
      totals: sum(chapters.map((c) => c.counts)),
      chapters,
    });
  }
  return { subjects };
}
