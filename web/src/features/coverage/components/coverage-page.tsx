import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@common/format';
import type { CoverageCounts, CoverageSubject } from '@common/schemas/coverage';
import { LoadingSkeleton, SkeletonBlock } from '@/components/layouts/loading-skeleton';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { translateMessage } from '@/lib/translate-message';
import { useCoverage } from '../api/coverage';

/** The table's columns after the chapter, in order. */
const COLUMNS = [
  'questions',
  'mcq',
  'assertionReason',
  'short',
  'long',
  'case',
  'easy',
  'medium',
  'hard',
  'figures',
] as const satisfies readonly (keyof CoverageCounts)[];

function CountCells({ counts, language }: { counts: CoverageCounts; language: string }) {
  const { t } = useTranslation();
  return (
    <>
      {COLUMNS.map((key) => (
        <td key={key} className="px-2 py-1.5 text-right tabular-nums">
          {formatNumber(counts[key], language)}
        </td>
      ))}
      <td className="px-2 py-1.5 text-right tabular-nums whitespace-nowrap">
        {counts.templates === 0
          ? formatNumber(0, language)
          : t('coverage.templatesCell', {
              templates: formatNumber(counts.templates, language),
              variants: formatNumber(counts.templateVariants, language),
            })}
      </td>
    </>
  );
}

function SubjectTable({ subject }: { subject: CoverageSubject }) {
  const { t, i18n } = useTranslation();
  const id = `coverage-${subject.curriculum}-${subject.class}-${subject.subject}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('coverage.subjectHeading', {
          board: subject.curriculumName,
          class: formatNumber(subject.class, i18n.language),
          subject: subject.subjectName,
        })}
      </h2>
      {subject.sharesBankOf && (
        <p className="mt-1 text-sm text-slate-700">
          {t('coverage.sharedBank', { board: subject.sharesBankOf.short })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {t('coverage.subjectQuestions', {
          questions: formatNumber(subject.totals.questions, i18n.language),
          figures: formatNumber(subject.totals.figures, i18n.language),
        })}
        {subject.totals.templates > 0 &&
          ` ${t('coverage.subjectTemplates', {
            templates: formatNumber(subject.totals.templates, i18n.language),
            variants: formatNumber(subject.totals.templateVariants, i18n.language),
          })}`}
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="w-full min-w-[52rem] border-collapse text-sm">
          <caption className="sr-only">
            {t('coverage.tableCaption', { subject: subject.subjectName })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="sticky left-0 bg-white px-2 py-2 font-medium">
                {t('coverage.columns.chapter')}
              </th>
              {COLUMNS.map((key) => (
                <th key={key} scope="col" className="px-2 py-2 text-right font-medium">
                  {t(`coverage.columns.${key}`)}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('coverage.columns.templates')}
              </th>
            </tr>
          </thead>
          <tbody>
            {subject.chapters.map((chapter) => (
              <tr key={chapter.id} className="border-b border-slate-100 text-slate-800">
                <th
                  scope="row"
                  className="sticky left-0 max-w-[14rem] bg-white px-2 py-1.5 text-left font-normal"
                >
                  {formatNumber(chapter.number, i18n.language)}. {chapter.name}
                </th>
                <CountCells counts={chapter.counts} language={i18n.language} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold text-slate-900">
              <th scope="row" className="sticky left-0 bg-white px-2 py-2 text-left">
                {t('coverage.total')}
              </th>
              <CountCells counts={subject.totals} language={i18n.language} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/**
 * /coverage (issue 14): what the question bank holds for every board, class, subject and chapter,
 * by type and difficulty, with figures and templates. Counted from the bank by the server at
 * every release, so it is always true.
 */
export function CoveragePage() {
  const { t } = useTranslation();
  useDocumentMeta(t('coverage.documentTitle'), t('coverage.documentDescription'));
  const coverage = useCoverage();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('coverage.heading')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('coverage.intro')}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{t('coverage.templatesNote')}</p>
      <div className="mt-6 space-y-6">
        {coverage.isPending && (
          <LoadingSkeleton>
            <SkeletonBlock className="h-64" />
            <SkeletonBlock className="h-64" />
          </LoadingSkeleton>
        )}
        {coverage.isError && (
          <ErrorNotice
            message={translateMessage(t, coverage.error.message)}
            onRetry={() => void coverage.refetch()}
            retrying={coverage.isFetching}
          />
        )}
        {coverage.data?.subjects.map((subject) => (
          <SubjectTable
            key={`${subject.curriculum}/${subject.class}/${subject.subject}`}
            subject={subject}
          />
        ))}
        {coverage.data && (
          <p className="text-sm text-slate-600">
            {t('coverage.generateHint')}{' '}
            <Link
              to="/generate"
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('coverage.generateLink')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
