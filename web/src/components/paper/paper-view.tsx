import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSections, sectionKindText, sectionTitle } from '@common/paper-layout/sections';
import type { Paper } from '@common/schemas/paper';
import type { SwapOptions } from '@common/schemas/paper-queries';
import { Button } from '@/components/ui/button';
import { MathText } from './math-text';
import { PaperLanguage, usePaperWords } from './paper-language';
import { QuestionItem, type SwapControl } from './question-item';

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

/** Swapping questions on the owner's paper (issue 12): what can be swapped, and the swap under way. */
export type PaperSwap = {
  options: SwapOptions | undefined;
  busy: { number: number; alternative: boolean } | null;
  onSwap: (number: number, alternative: boolean) => void;
};

type PaperViewProps = {
  paper: Paper;
  /** The reader's buttons beside Show answer key: downloads, a new variant, and so on. */
  actions?: ReactNode;
  swap?: PaperSwap;
};

/**
 * A generated paper on screen: header, instructions, sections, and the answer key on demand, laid
 * out by the PDF's rules (common/paper-layout). The paper's own words are in its language; the
 * buttons around it in the reader's.
 */
export function PaperView(props: PaperViewProps) {
  return (
    <PaperLanguage language={props.paper.language}>
      <PaperSheet {...props} />
    </PaperLanguage>
  );
}

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
  const words = usePaperWords();
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
          {paper.curriculumName} · {words.class(paper.class)} · {paper.subjectName}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Fact label={words.timeAllowed}>{words.duration(paper.durationMinutes)}</Fact>
          <Fact label={words.maximumMarks} testId="paper-total-marks">
            {paper.totalMarks}
          </Fact>
          {/* A swapped paper no longer comes back from its code: it has none to give. */}
          {!paper.swaps && (
            <Fact label={words.paperCode} testId="paper-code">
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
          {words.generalInstructions}
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
            aria-label={sectionTitle(group, words)}
          >
            <h3 className="text-center text-base font-bold text-slate-900">
              {sectionTitle(group, words)}
            </h3>
            {group.parts.map((part, i) => (
              <div key={i}>
                <p className="mt-1 text-center text-sm text-slate-600">
                  {sectionKindText(part, words)}
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
