import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Messages } from '@common/messages';
import { MAX_DURATION_MINUTES, MIN_DURATION_MINUTES, questionCount } from '@common/paper-marks';
import type { PoolShortage } from '@common/schemas/errors';
import type { Paper } from '@common/schemas/paper';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useLimitPrompt } from '@/features/subscription';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useChapters, usePresets } from '../api/catalog';
import { useCreatePaper } from '../api/papers';
import {
  choose,
  durationMinutes,
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

type Problems = {
  chapters?: string;
  counts?: string;
  duration?: string;
  subject?: string;
  code?: string;
  instructions?: string;
};

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
  if (!(minutes >= MIN_DURATION_MINUTES && minutes <= MAX_DURATION_MINUTES))
    problems.duration = Messages.paperDurationInvalid;
  return problems;
}

const section = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** The paper generator's form (issue 4): picker, pattern, composition, options, Generate. */
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
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<{ message: string; shortages?: PoolShortage[] } | null>(
    null,
  );
  useEffect(() => saveFormState(state), [state]);

  const update = (patch: Partial<GenerateFormState>) => onStateChange({ ...state, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(state);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    create.mutate(toRequest(state), {
      onSuccess: onGenerated,
      onError: (error) => {
        const scope = { ...state, class: Number(state.classId) };
        if (limit.offer(error, scope)) return;
        setFailure({
          message: translateMessage(t, error.message),
          shortages: error instanceof ApiError ? error.shortages : undefined,
        });
      },
    });
  };

  const choosePreset = (id: string) => {
    const preset = presets.data?.find((p) => p.id === id);
    update(
      preset
        ? { preset: id, duration: preset.durationMinutes, durationUnit: 'minutes' }
        : { preset: '' },
    );
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      {limit.prompt}
      <section className={section} aria-labelledby="scope-heading">
        <h2 id="scope-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('generate.scopeHeading')}
        </h2>
        <ScopePicker
          state={state}
          onChoose={(level, value) => onStateChange(choose(state, level, value))}
        />
        <div className="mt-5">
          <ChapterPicker
            scope={state}
            selected={state.chapters}
            onChange={(chapters) => update({ chapters })}
            error={problems.chapters && translateMessage(t, problems.chapters)}
          />
        </div>
        {problems.subject && !state.subject && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {t('generate.chooseSubjectFirst')}
          </p>
        )}
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
              onChange={(e) => choosePreset(e.target.value)}
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
        {problems.counts && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {translateMessage(t, problems.counts)}
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
          durationError={problems.duration && translateMessage(t, problems.duration)}
          codeError={problems.code && translateMessage(t, problems.code)}
        />
        {problems.instructions && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {translateMessage(t, problems.instructions)}
          </p>
        )}
      </section>

      {failure && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p className="font-medium">{failure.message}</p>
          {failure.shortages && (
            <ShortageList shortages={failure.shortages} chapterNames={chapterNames} />
          )}
          {failure.shortages && <p className="mt-2">{t('generate.shortageHelp')}</p>}
        </div>
      )}

      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? t('generate.generating') : t('generate.generate')}
        </Button>
      </div>
    </form>
  );
}
