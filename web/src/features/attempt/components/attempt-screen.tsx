import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { groupSections } from '@common/paper-layout/sections';
import type { Attempt } from '@common/schemas/attempt';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { GetAttempt } from '@common/contracts/attempts';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { invalidateOperation } from '@/lib/operation-query';
import { translateMessage } from '@/lib/translate-message';
import { progressOf } from '../attempt-answers';
import { useAnswerSaver } from '../hooks/use-answer-saver';
import { useAttemptLayout, useCurrentSection } from '../hooks/use-attempt-layout';
import { useSubmitAttempt } from '../hooks/use-submit-attempt';
import { AttemptHeader, TimeUpNotice } from './attempt-header';
import { AttemptSection } from './attempt-section';
import { AttemptToolbar } from './attempt-toolbar';
import { SectionNav } from './section-nav';
import { SubmitDialog } from './submit-dialog';

/**
 * The paper to answer (issue 5): one section per screen or the whole paper, a countdown, answers
 * saved as they go, and Submit with a last look at what is unanswered.
 */
export function AttemptScreen({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { paper } = attempt;
  const groups = useMemo(() => groupSections(paper.sections), [paper.sections]);
  const onClosed = useCallback(
    (message: string) => {
      toast({ title: translateMessage(t, message) });
      void invalidateOperation(queryClient, GetAttempt);
    },
    [queryClient, t],
  );
  const { answers, status, change, saver } = useAnswerSaver(attempt, onClosed);
  const submitting = useSubmitAttempt(attempt.id, saver);
  const [layout, setLayout] = useAttemptLayout();
  const [current, setCurrent] = useCurrentSection(attempt.id, groups.length);
  const [jumps, setJumps] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const focusSection = useRef<number | null>(null);
  const progress = progressOf(paper.sections, answers);
  useDocumentMeta(t('attempt.meta.title', { title: paper.title }), t('attempt.meta.description'));

  // A section picked from the list or by Previous/Next is read from its heading.
  useEffect(() => {
    const index = focusSection.current;
    if (index === null) return;
    focusSection.current = null;
    const heading = headings.current[layout === 'sections' ? 0 : index];
    heading?.focus({ preventScroll: true });
    if (layout === 'sections') window.scrollTo({ top: 0 });
    else heading?.scrollIntoView({ block: 'start' });
  }, [jumps, layout]);

  const goTo = (index: number) => {
    focusSection.current = index;
    setCurrent(index);
    setJumps((n) => n + 1);
  };
  const { submit } = submitting;
  const onTimeUp = useCallback(() => {
    setConfirmOpen(false);
    void submit(true);
  }, [submit]);

  const shown = layout === 'sections' ? [groups[current]!] : groups;
  return (
    <div>
      <AttemptToolbar
        deadlineAt={attempt.deadlineAt}
        onTimeUp={onTimeUp}
        status={status}
        answered={progress.answered}
        total={progress.total}
        canSubmit={!submitting.timeUp}
        onSubmit={() => {
          submitting.clearError();
          setConfirmOpen(true);
        }}
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
        <AttemptHeader paper={paper} layout={layout} onLayoutChange={setLayout} />
        {submitting.timeUp && <TimeUpNotice pending={submitting.pending} />}
        <div className="mt-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
          <aside className="lg:sticky lg:top-36 lg:self-start">
            <SectionNav
              groups={groups}
              answers={answers}
              current={layout === 'sections' ? current : null}
              onPick={goTo}
            />
          </aside>
          <div
            inert={submitting.timeUp}
            lang={paper.language}
            className="mt-4 min-w-0 space-y-10 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:mt-0"
          >
            {shown.map((group, i) => (
              <AttemptSection
                key={`${group.id}${group.label ?? ''}`}
                ref={(el) => {
                  headings.current[i] = el;
                }}
                group={group}
                answers={answers}
                onChange={change}
              />
            ))}
            {layout === 'sections' && (
              <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
                <Button
                  variant="secondary"
                  disabled={current === 0}
                  onClick={() => goTo(current - 1)}
                >
                  <ChevronLeft className="h-4 w-4" aria-hidden />
                  {t('attempt.sections.previous')}
                </Button>
                {current < groups.length - 1 ? (
                  <Button onClick={() => goTo(current + 1)}>
                    {t('attempt.sections.next')}
                    <ChevronRight className="h-4 w-4" aria-hidden />
                  </Button>
                ) : (
                  <Button onClick={() => setConfirmOpen(true)}>{t('attempt.submit.open')}</Button>
                )}
              </div>
            )}
          </div>
        </div>
      </div>
      <SubmitDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        missing={progress.missing}
        submitting={submitting.pending}
        error={submitting.timeUp ? null : submitting.error}
        onSubmit={() => void submit(false)}
      />
    </div>
  );
}
