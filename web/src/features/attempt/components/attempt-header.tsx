import { useTranslation } from 'react-i18next';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type { Paper } from '@common/schemas/paper';
import { MathText, usePaperWords } from '@/components/paper';
import type { AttemptLayout } from '../hooks/use-attempt-layout';
import { LayoutToggle } from './attempt-toolbar';

type Props = {
  paper: Paper;
  layout: AttemptLayout;
  onLayoutChange: (layout: AttemptLayout) => void;
};

/** The paper's title, board, time and marks, its instructions, and the layout switch. */
export function AttemptHeader({ paper, layout, onLayoutChange }: Props) {
  const { t } = useTranslation();
  const words = usePaperWords();
  return (
    <header>
      <p className="text-sm font-medium text-brand-700">{t('attempt.eyebrow')}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl" lang={paper.language}>
        {paper.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600" lang={paper.language}>
        {paper.curriculumName} · {words.class(paper.class)} · {paper.subjectName} ·{' '}
        {words.duration(paper.durationMinutes)} · {words.marks(paper.totalMarks)}
      </p>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        {paper.instructions.length > 0 && (
          <details
            className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            lang={paper.language}
          >
            <summary className="cursor-pointer font-medium text-slate-800">
              {words.generalInstructions}
            </summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
              {paper.instructions.map((line, i) => (
                <li key={i}>
                  <MathText text={line} />
                </li>
              ))}
            </ol>
          </details>
        )}
        <LayoutToggle layout={layout} onChange={onLayoutChange} />
      </div>
    </header>
  );
}

/** Time is up: the answers are being submitted, or wait for the connection to come back. */
export function TimeUpNotice({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mt-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      {pending ? (
        <LoaderCircle className="mt-0.5 h-5 w-5 shrink-0 animate-spin" aria-hidden />
      ) : (
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      )}
      <div>
        <p className="font-semibold">{t('attempt.timeUp.title')}</p>
        <p className="text-sm">
          {pending ? t('attempt.timeUp.submitting') : t('attempt.timeUp.waiting')}
        </p>
      </div>
    </div>
  );
}
