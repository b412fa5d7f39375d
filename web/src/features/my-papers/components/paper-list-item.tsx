import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Copy, ExternalLink, PenLine, PlayCircle, Trash2 } from 'lucide-react';
import type { PaperSummary } from '@common/schemas/attempt';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber } from '@common/format';

const linkButton =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-center text-sm leading-tight font-medium transition-colors lg:min-h-9';
/** The less frequent actions share a row on a phone, each as wide as its neighbours. */
const secondary = 'flex-auto px-1.5! lg:flex-none lg:px-3!';

type Props = {
  paper: PaperSummary;
  onRename: (paper: PaperSummary) => void;
  onDelete: (paper: PaperSummary) => void;
  onVariant: (paper: PaperSummary) => void;
  /** True while this paper's new variant is being made. */
  makingVariant: boolean;
  variantDisabled: boolean;
};

/**
 * One paper of My Papers: a card on a phone, a row of a rich list on a desktop. Every action
 * names the paper for screen readers ("Rename" is "Rename Unit test 2").
 */
export function PaperListItem({
  paper,
  onRename,
  onDelete,
  onVariant,
  makingVariant,
  variantDisabled,
}: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const named = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {paper.title}</span>
    </>
  );
  const classLabel =
    paper.class === 0 ? t('generate.kindergarten') : t('paper.class', { class: paper.class });
  return (
    <li
      aria-labelledby={titleId}
      data-testid="my-paper"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-6 lg:rounded-none lg:border-0 lg:border-b lg:px-5 lg:shadow-none lg:last:border-b-0"
    >
      <div className="min-w-0">
        <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
          {paper.title}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          {paper.curriculumName} · {classLabel} · {paper.subjectName}
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <Fact label={t('myPapers.marks')}>{paper.totalMarks}</Fact>
          <Fact label={t('myPapers.questions')}>{paper.questionCount}</Fact>
          <Fact label={t('myPapers.created')}>
            <time dateTime={paper.createdAt}>{formatDate(paper.createdAt, i18n.language)}</time>
          </Fact>
          <Fact label={t('myPapers.attempts')}>{paper.attempts}</Fact>
          {paper.bestScore !== null && (
            <Fact label={t('myPapers.bestScore')}>
              {formatNumber(paper.bestScore, i18n.language)} / {paper.totalMarks}
            </Fact>
          )}
        </dl>
      </div>
      <div className="mt-3 flex flex-col gap-1.5 lg:mt-0 lg:items-end">
        <div className="flex gap-2">
          <Link
            to={`/generate?paper=${encodeURIComponent(paper.id)}`}
            className={cn(
              linkButton,
              'flex-1 bg-brand-700 text-white hover:bg-brand-800 lg:flex-none',
            )}
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            {named(t('myPapers.open'))}
          </Link>
          <Link
            to={`/attempt/${encodeURIComponent(paper.id)}`}
            className={cn(
              linkButton,
              'flex-1 border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 lg:flex-none',
            )}
          >
            <PlayCircle className="h-4 w-4" aria-hidden />
            {named(t('myPapers.attempt'))}
          </Link>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" className={secondary} onClick={() => onRename(paper)}>
            <PenLine className="h-4 w-4" aria-hidden />
            {named(t('myPapers.rename'))}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={secondary}
            disabled={variantDisabled}
            aria-busy={makingVariant || undefined}
            onClick={() => onVariant(paper)}
          >
            <Copy className="h-4 w-4" aria-hidden />
            {makingVariant ? t('myPapers.makingVariant') : named(t('myPapers.newVariant'))}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={cn(secondary, 'text-red-700 hover:bg-red-50')}
            onClick={() => onDelete(paper)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {named(t('myPapers.delete'))}
          </Button>
        </div>
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
