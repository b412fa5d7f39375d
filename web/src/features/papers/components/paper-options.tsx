import { useTranslation } from 'react-i18next';
import { PaperDifficulties } from '@common/schemas/paper';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import type { DurationUnit, GenerateFormState } from '../form-state';

/**
 * Difficulty, duration (minutes or hours), question language, internal choice and title. The
 * duration shows the pattern's or board's default until the teacher types another.
 */
export function PaperOptions({
  state,
  onChange,
  defaultMinutes,
  header,
  durationError,
  codeError,
  instructionsError,
}: {
  state: GenerateFormState;
  onChange: (patch: Partial<GenerateFormState>) => void;
  defaultMinutes: number;
  /** The school and exam names shown until typed over: the ones kept from the last paper. */
  header: { schoolName: string; examName: string };
  durationError?: string;
  codeError?: string;
  instructionsError?: string;
}) {
  const { t } = useTranslation();
  const inUnit = (minutes: number, unit: DurationUnit) =>
    unit === 'hours' ? Math.round((minutes / 60) * 100) / 100 : minutes;
  const duration = state.duration ?? inUnit(defaultMinutes, state.durationUnit);
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('generate.difficulty')}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PaperDifficulties.map((level) => (
            <label
              key={level}
              className={`flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${state.difficulty === level ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              <input
                type="radio"
                name="difficulty"
                value={level}
                className="sr-only"
                checked={state.difficulty === level}
                onChange={() => onChange({ difficulty: level })}
              />
              {t(`generate.difficulties.${level}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-end gap-2">
          <TextField
            label={t('generate.duration')}
            type="number"
            inputMode="decimal"
            min={state.durationUnit === 'hours' ? 0.25 : 10}
            step={state.durationUnit === 'hours' ? 0.25 : 5}
            value={duration}
            error={durationError}
            onChange={(e) => onChange({ duration: Number(e.target.value) })}
          />
          <SelectField
            label={t('generate.durationUnit')}
            value={state.durationUnit}
            onChange={(e) => {
              const unit = e.target.value as DurationUnit;
              if (unit === state.durationUnit) return;
              if (state.duration === null) return onChange({ durationUnit: unit });
              const minutes = state.durationUnit === 'hours' ? state.duration * 60 : state.duration;
              onChange({ durationUnit: unit, duration: inUnit(minutes, unit) });
            }}
          >
            <option value="minutes">{t('generate.minutesUnit')}</option>
            <option value="hours">{t('generate.hoursUnit')}</option>
          </SelectField>
        </div>
        <SelectField
          label={t('generate.language')}
          value={state.language}
          onChange={(e) => onChange({ language: e.target.value as 'en' | 'hi' })}
        >
          <option value="en">English</option>
          <option value="hi">हिन्दी (Hindi)</option>
        </SelectField>
      </div>
      <TextField
        label={t('generate.paperTitle')}
        placeholder={t('generate.paperTitlePlaceholder')}
        maxLength={120}
        value={state.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('generate.schoolName')}
          placeholder={t('generate.schoolNamePlaceholder')}
          maxLength={120}
          autoComplete="organization"
          value={state.schoolName ?? header.schoolName}
          onChange={(e) => onChange({ schoolName: e.target.value })}
        />
        <TextField
          label={t('generate.examName')}
          placeholder={t('generate.examNamePlaceholder')}
          maxLength={120}
          value={state.examName ?? header.examName}
          onChange={(e) => onChange({ examName: e.target.value })}
        />
      </div>
      <p className="-mt-2 text-xs text-slate-500">{t('generate.headerHint')}</p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={state.internalChoice}
          onChange={(e) => onChange({ internalChoice: e.target.checked })}
        />
        {t('generate.internalChoice')}
      </label>
      <details
        className="rounded-lg border border-slate-200 p-3"
        open={Boolean(state.instructions || state.paperCode)}
      >
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          {t('generate.more')}
        </summary>
        <div className="mt-3 space-y-4">
          <TextAreaField
            label={t('generate.instructions')}
            hint={t('generate.instructionsHint')}
            rows={4}
            error={instructionsError}
            value={state.instructions}
            onChange={(e) => onChange({ instructions: e.target.value })}
          />
          <TextField
            label={t('generate.paperCode')}
            hint={t('generate.paperCodeHint')}
            inputMode="numeric"
            value={state.paperCode}
            error={codeError}
            onChange={(e) => onChange({ paperCode: e.target.value.replace(/\D/g, '') })}
          />
        </div>
      </details>
    </div>
  );
}
