import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Messages } from '@common/messages';
import {
  defaultDuration,
  MAX_DURATION_MINUTES,
  MIN_DURATION_MINUTES,
  questionCount,
} from '@common/paper-marks';
import type { PoolShortage } from '@common/schemas/errors';
import type { Paper } from '@common/schemas/paper';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/error-notice';
import { SelectField } from '@/components/ui/form-field';
import { useLimitPrompt } from '@/components/limit-prompt';
import { useChapters, usePresets } from '@/features/catalog';
import { ApiError, worthRetrying } from '@/lib/api-client';
import { focusFirstError } from '@/lib/focus-first-error';
import { translateMessage } from '@/lib/translate-message';
import { useCreatePaper, usePaperHeader } from '../api/papers';
import {
  choose,
  durationMinutes,
  forNextPaper,
  instructionLines,
  saveFormState,
  toRequest,
  type GenerateFormState,
} from '../form-state';
import { ChapterPicker } from './chapter-picker';
import { CompositionFields } from './composition-fields';
import { PaperOptions } from './paper-options';
import { ScopePicker } from './scope-picker';
import { ShortageList } from './shortage-list';

type Problem = 'subject' | 'chapters' | 'counts' | 'duration' | 'code' | 'instructions';
type Problems = Partial<Record<Problem, string>>;

function checkForm(state: GenerateFormState): Problems {
  const problems: Problems = {};
  if (!state.subject) problems.subject = Messages.paperScopeUnknown;
  if (state.chapters.length === 0) problems.chapters = Messages.paperChaptersRequired;
  if (!state.preset && questionCount(state.counts) === 0)
    problems.counts = Messages.paperNoQuestions;
  const code = state.paperCode.trim();
  if (code && !(Number(code) >= 1 && Number(code) <= 2147483647))
    problems.code = Messages.paperSeedInvalid;
  const lines = instructionLines(state);
  if (lines.length > 10 || lines.some((line) => line.length > 300))
    problems.instructions = Messages.paperInstructionsMax;
  const minutes = durationMinutes(state);
  if (minutes !== null && !(minutes >= MIN_DURATION_MINUTES && minutes <= MAX_DURATION_MINUTES))
    problems.duration = Messages.paperDurationInvalid;
  return problems;
}

const section = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * The paper generator's form (issue 4): picker, pattern, composition, options, Generate. Generate
 * with a problem takes the reader to the first one; a problem goes away as soon as it is mended,
 * and no new one appears before the next Generate (issue 12).
 */
export function GenerateForm({
  state,
  onStateChange,
  onGenerated,
}: {
  state: GenerateFormState;
  onStateChange: (state: GenerateFormState) => void;
  onGenerated: (paper: Paper) => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePaper();
  const presets = usePresets(state);
  const chapters = useChapters(state);
  const chapterNames = new Map(chapters.data?.map((c) => [c.id, c.name]));
  const limit = useLimitPrompt();
  const header = usePaperHeader();
  const kept = header.data ?? { schoolName: '', examName: '' };
  const form = useRef<HTMLFormElement>(null);
  // The problems shown since the last Generate; each shows only while it is still a problem.
  const [flagged, setFlagged] = useState<Problem[]>([]);
  const [submits, setSubmits] = useState(0);
  const [failure, setFailure] = useState<{
    message: string;
    shortages?: PoolShortage[];
    retryable: boolean;
  } | null>(null);
  useEffect(() => saveFormState(state), [state]);
  useEffect(() => {
    if (submits > 0) focusFirstError(form.current);
  }, [submits]);

  const current = checkForm(state);
  const problem = (key: Problem) =>
    flagged.includes(key) && current[key] ? translateMessage(t, current[key]) : undefined;
  const preset = presets.data?.find((p) => p.id === state.preset);
  const update = (patch: Partial<GenerateFormState>) => onStateChange({ ...state, ...patch });

  const generate = () => {
    setFailure(null);
    // The header the teacher sees is the one printed: typed here, or kept from the last paper;
    // while the kept one has not arrived, none is sent, and the server keeps what it has.
    const printed = header.isSuccess
      ? {
          schoolName: state.schoolName ?? kept.schoolName,
          examName: state.examName ?? kept.examName,
        }
      : {};
    create.mutate(
      { body: toRequest({ ...state, ...printed }) },
      {
        onSuccess: (paper) => {
          onStateChange(forNextPaper(state));
          onGenerated(paper);
        },
        onError: (error) => {
          const scope = { ...state, class: Number(state.classId) };
          if (limit.offer(error, scope)) return;
          setFailure({
            message: translateMessage(t, error.message),
            shortages: error instanceof ApiError ? error.shortages : undefined,
            retryable: worthRetrying(error),
          });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.keys(current) as Problem[];
    setFlagged(found);
    setSubmits((n) => n + 1);
    if (found.length === 0) generate();
  };

  return (
    <form ref={form} className="space-y-5" onSubmit={submit} noValidate>
      {limit.prompt}
      <section className={section} aria-labelledby="scope-heading">
        <h2 id="scope-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('generate.scopeHeading')}
        </h2>
        <ScopePicker
          state={state}
          onChoose={(level, value) => onStateChange(choose(state, level, value))}
          flagMissing={Boolean(problem('subject'))}
        />
        <div className="mt-5">
          <ChapterPicker
            scope={state}
            selected={state.chapters}
            onChange={(chapters) => update({ chapters })}
            error={state.subject ? problem('chapters') : undefined}
          />
        </div>
      </section>

      <section className={section} aria-labelledby="composition-heading">
        <h2 id="composition-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('generate.compositionHeading')}
        </h2>
        {Boolean(presets.data?.length) && (
          <div className="mb-4">
            <SelectField
              label={t('generate.pattern')}
              value={state.preset}
              // The duration follows the pattern unless the teacher types one.
              onChange={(e) => update({ preset: e.target.value, duration: null })}
            >
              <option value="">{t('generate.customPattern')}</option>
              {presets.data!.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} (
                  {t('generate.presetSummary', { questions: p.questionCount, marks: p.totalMarks })}
                  )
                </option>
              ))}
            </SelectField>
          </div>
        )}
        {state.preset ? (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            {t('generate.presetNote')}
          </p>
        ) : (
          <CompositionFields
            counts={state.counts}
            marks={state.marks}
            onChange={(counts, marks) => update({ counts, marks })}
          />
        )}
        {problem('counts') && (
          <p
            role="alert"
            tabIndex={-1}
            data-error-message
            className="mt-2 rounded text-sm text-red-600 outline-none focus-visible:ring-2 focus-visible:ring-red-500/40"
          >
            {problem('counts')}
          </p>
        )}
      </section>

      <section className={section} aria-labelledby="options-heading">
        <h2 id="options-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('generate.optionsHeading')}
        </h2>
        <PaperOptions
          state={state}
          onChange={update}
          defaultMinutes={defaultDuration(preset)}
          header={kept}
          durationError={problem('duration')}
          codeError={problem('code')}
          instructionsError={problem('instructions')}
        />
      </section>

      {failure && (
        <ErrorNotice
          message={failure.message}
          // A lost connection or a failing server may pass on a second try; a shortage or a
          // refusal needs other choices.
          onRetry={failure.retryable ? generate : undefined}
          retrying={create.isPending}
        >
          {failure.shortages && (
            <>
              <ShortageList shortages={failure.shortages} chapterNames={chapterNames} />
              <p className="mt-2">{t('generate.shortageHelp')}</p>
            </>
          )}
        </ErrorNotice>
      )}

      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? t('generate.generating') : t('generate.generate')}
        </Button>
      </div>
    </form>
  );
}
