import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paper, PaperSection } from '@common/schemas/paper';
import { Button } from '@/components/ui/button';
import { MathText } from './math-text';
import { QuestionItem } from './question-item';
import { DurationText } from './duration-text';
import { PdfDownloadButton } from './pdf-download-button';

/** Consecutive sections with the same letter print under one heading (Section A: MCQ + A-R). */
export function groupSections(sections: PaperSection[]) {
  const groups: { id: string; label?: string; parts: PaperSection[] }[] = [];
  for (const section of sections) {
    const last = groups[groups.length - 1];
    if (last && last.id === section.id && last.label === section.label) last.parts.push(section);
    else groups.push({ id: section.id, label: section.label, parts: [section] });
  }
  return groups;
}

/** The kind a section's heading names: its style (assertion-reason) or its type. */
export const kindOf = (section: PaperSection) => section.style ?? section.type;

/** One "label: value" line of the paper's header. */
function Fact({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A generated paper on screen: header, instructions, sections, and the answer key on demand. */
export function PaperView({ paper, actions }: { paper: Paper; actions?: React.ReactNode }) {
  const { t } = useTranslation();
  const [showAnswers, setShowAnswers] = useState(false);
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      lang={paper.language}
      aria-labelledby="paper-title"
    >
      <header className="border-b border-slate-200 p-4 sm:p-6">
        <h2 id="paper-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {paper.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {paper.curriculumName} · {t('paper.class', { class: paper.class })} · {paper.subjectName}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Fact label={t('paper.timeAllowed')}>
            <DurationText minutes={paper.durationMinutes} />
          </Fact>
          <Fact label={t('paper.maximumMarks')} testId="paper-total-marks">
            {paper.totalMarks}
          </Fact>
          <Fact label={t('paper.code')} testId="paper-code">
            {paper.seed}
          </Fact>
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button
            variant={showAnswers ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={showAnswers}
            onClick={() => setShowAnswers((shown) => !shown)}
          >
            {showAnswers ? t('paper.hideAnswers') : t('paper.showAnswers')}
          </Button>
          <PdfDownloadButton
            paperId={paper.id}
            scope={paper}
            kind="paper"
            label={t('paper.downloadPaper')}
          />
          <PdfDownloadButton
            paperId={paper.id}
            scope={paper}
            kind="answers"
            label={t('paper.downloadAnswers')}
          />
          {actions}
        </div>
      </header>
      <div className="p-4 sm:p-6">
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {t('paper.instructions')}
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {paper.instructions.map((line, i) => (
            <li key={i}>
              <MathText text={line} />
            </li>
          ))}
        </ol>
        {groupSections(paper.sections).map((group) => (
          <section
            key={`${group.id}${group.label ?? ''}`}
            className="mt-8"
            aria-label={t('paper.section', { id: group.id })}
          >
            <h3 className="text-center text-base font-bold text-slate-900">
              {t('paper.section', { id: group.id })}
              {group.label ? ` · ${group.label}` : ''}
            </h3>
            {group.parts.map((part, i) => (
              <div key={i}>
                <p className="mt-1 text-center text-sm text-slate-600">
                  {t(`paper.kinds.${kindOf(part)}`)} ·{' '}
                  {t('paper.marksEach', { count: part.marksEach })}
                </p>
                <ol className="divide-y divide-slate-100">
                  {part.questions.map((question) => (
                    <QuestionItem
                      key={question.number}
                      question={question}
                      showAnswers={showAnswers}
                    />
                  ))}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
