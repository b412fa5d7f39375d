import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSections, sectionKindText } from '@common/paper-layout/sections';
import type { Attempt } from '@common/schemas/attempt';
import { usePaperWords } from '@/components/paper';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { useGroupName } from './attempt-section';
import { ResultQuestion } from './result-question';
import { ResultSummary } from './result-summary';

/** A submitted attempt (issue 5): the score, then every question with its answers and solution. */
export function ResultPage({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const words = usePaperWords();
  const groups = useMemo(() => groupSections(attempt.paper.sections), [attempt.paper.sections]);
  const results = useMemo(
    () => new Map((attempt.results ?? []).map((r) => [r.number, r])),
    [attempt.results],
  );
  useDocumentMeta(
    t('attempt.meta.resultTitle', { title: attempt.paper.title }),
    t('attempt.meta.description'),
  );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <ResultSummary attempt={attempt} />
      <div
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        lang={attempt.paper.language}
      >
        <h2 className="text-xl font-bold text-slate-900">{t('attempt.result.review')}</h2>
        {groups.map((group) => (
          <section
            key={`${group.id}${group.label ?? ''}`}
            aria-label={nameOf(group)}
            className="mt-6"
          >
            <h3 className="text-center text-base font-bold text-slate-900">{nameOf(group)}</h3>
            {group.parts.map((part, i) => (
              <div key={i}>
                <p className="mt-1 text-center text-sm text-slate-600">
                  {sectionKindText(part, words)}
                </p>
                <ol className="divide-y divide-slate-100">
                  {part.questions.map((question) => {
                    const result = results.get(question.number);
                    return result ? (
                      <ResultQuestion
                        key={question.number}
                        attemptId={attempt.id}
                        question={question}
                        answer={attempt.answers[String(question.number)]}
                        result={result}
                      />
                    ) : null;
                  })}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
