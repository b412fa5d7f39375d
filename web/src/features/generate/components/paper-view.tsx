import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Paper, PaperSection } from '@common/schemas/paper';
import type { SwapOptions } from '@common/schemas/paper-queries';
import { Button } from '@/components/ui/button';
import { MathText } from './math-text';
import { QuestionItem, type SwapControl } from './question-item';
import { DurationText } from './duration-text';
import { PdfDownloadButton } from './pdf-download-button';
import { PaperLanguage, usePaperT } from '../paper-language';

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

/**
 * What a section asks, named by its marks too ("Short answer questions, 2 marks each"), so two
 * sections of one kind read apart; with "answer any n of m" where it applies. One wording for
 * the paper, the attempt and the result.
 */
export function sectionKindText(t: TFunction, part: PaperSection): string {
  const kind = t('paper.sectionKind', {
    kind: t(`paper.kinds.${kindOf(part)}`),
    marks: t('paper.marksEach', { count: part.marksEach }),
  });
  return part.attempt === undefined
    ? kind
    : `${kind} · ${t('paper.attemptAny', { attempt: part.attempt, count: part.questions.length })}`;
}

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

/**
 * A generated paper on screen: header, instructions, sections, and the answer key on demand. The
 * paper's own words are in its language; the buttons around it in the reader's.
 */
export function PaperView(props: PaperViewProps) {
  return (
    <PaperLanguage language={props.paper.language}>
      <PaperSheet {...props} />
    </PaperLanguage>
  );
}

/** Swapping questions on the owner's paper (issue 12): what can be swapped, and the swap under way. */
export type PaperSwap = {
  options: SwapOptions | undefined;
  busy: { number: number; alternative: boolean } | null;
  onSwap: (number: number, alternative: boolean) => void;
};

type PaperViewProps = { paper: Paper; actions?: ReactNode; swap?: PaperSwap };

/** The Swap control of one question, from the paper's swap options. */
function swapControl(swap: PaperSwap | undefined, number: number): SwapControl | undefined {
  const option = swap?.options?.questions.find((q) => q.number === number);
  if (!swap || !option || swap.options?.locked || swap.options?.left === 0) return undefined;
  const here = swap.busy?.number === number ? swap.busy : null;
  return {
    main: option.main,
    alternative: option.alternative,
    busy: here ? (here.alternative ? 'alternative' : 'main') : null,
    disabled: swap.busy !== null,
    onSwap: (alternative) => swap.onSwap(number, alternative),
  };
}

function PaperSheet({ paper, actions, swap }: PaperViewProps) {
  const { t, i18n } = useTranslation();
  const pt = usePaperT();
  const [showAnswers, setShowAnswers] = useState(false);
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      lang={paper.language}
      aria-labelledby="paper-title"
    >
      <header className="border-b border-slate-200 p-4 sm:p-6">
        {paper.schoolName && (
          <p className="text-base font-bold text-slate-900" data-testid="paper-school">
            {paper.schoolName}
          </p>
        )}
        {paper.examName && (
          <p className="text-sm font-semibold text-slate-700" data-testid="paper-exam">
            {paper.examName}
          </p>
        )}
        <h2 id="paper-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {paper.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {paper.curriculumName} · {pt('paper.class', { class: paper.class })} · {paper.subjectName}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Fact label={pt('paper.timeAllowed')}>
            <DurationText minutes={paper.durationMinutes} />
          </Fact>
          <Fact label={pt('paper.maximumMarks')} testId="paper-total-marks">
            {paper.totalMarks}
          </Fact>
          {/* A swapped paper no longer comes back from its code: it has none to give. */}
          {!paper.swaps && (
            <Fact label={pt('paper.code')} testId="paper-code">
              {paper.seed}
            </Fact>
          )}
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-2" lang={i18n.language}>
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
        {swap?.options && (
          <p className="mt-3 text-sm text-slate-600" lang={i18n.language}>
            {swap.options.locked
              ? t('paper.swapLocked')
              : swap.options.left === 0
                ? t('messages.paperSwapLimit')
                : t('paper.swapHint')}
          </p>
        )}
      </header>
      <div className="p-4 sm:p-6">
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {pt('paper.instructions')}
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
            aria-label={pt('paper.section', { id: group.id })}
          >
            <h3 className="text-center text-base font-bold text-slate-900">
              {pt('paper.section', { id: group.id })}
              {group.label ? ` · ${group.label}` : ''}
            </h3>
            {group.parts.map((part, i) => (
              <div key={i}>
                <p className="mt-1 text-center text-sm text-slate-600">
                  {sectionKindText(pt, part)}
                </p>
                <ol className="divide-y divide-slate-100">
                  {part.questions.map((question) => (
                    <QuestionItem
                      key={question.number}
                      question={question}
                      showAnswers={showAnswers}
                      swap={swapControl(swap, question.number)}
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
