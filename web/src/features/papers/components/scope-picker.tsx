import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form-field';
import { comingSoon } from '@/lib/coming-soon';
import { countryName } from '@/lib/country-name';
import { useClasses, useCountries, useCurricula, useSubjects } from '@/features/catalog';
import type { GenerateFormState } from '../form-state';

type Level = 'country' | 'curriculum' | 'classId' | 'subject';

/**
 * Country -> curriculum -> class -> subject. Each list waits for the one before it, and a
 * change clears what depends on it (spec §4). What cannot make a paper yet is shown as "coming
 * soon" and cannot be chosen (issue 12).
 */
export function ScopePicker({
  state,
  onChoose,
  flagMissing = false,
}: {
  state: GenerateFormState;
  onChoose: (level: Level, value: string) => void;
  /** Generate was pressed without a subject: the first choice still to make says so. */
  flagMissing?: boolean;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const curricula = useCurricula(state.country);
  const classes = useClasses(state.country, state.curriculum);
  const subjects = useSubjects(state.curriculum, state.classId);
  const placeholder = (loading: boolean, text: string) => (
    <option value="">{loading ? t('common.loading') : text}</option>
  );
  const noSubjects = subjects.isSuccess && subjects.data.length === 0;
  // The first empty level carries the problem: the ones below it cannot be chosen yet.
  const firstMissing = (['country', 'curriculum', 'classId', 'subject'] as const).find(
    (level) => !state[level],
  );
  const missingText: Record<Level, string> = {
    country: t('generate.chooseCountry'),
    curriculum: t('generate.chooseCurriculum'),
    classId: t('generate.chooseClass'),
    subject: t('generate.chooseSubjectFirst'),
  };
  const problemAt = (level: Level) =>
    flagMissing && firstMissing === level ? missingText[level] : undefined;
  const soon = (name: string, available: boolean) => comingSoon(t, name, available);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('generate.country')}
        value={state.country}
        error={problemAt('country')}
        onChange={(e) => onChoose('country', e.target.value)}
      >
        {placeholder(countries.isLoading, t('generate.chooseCountry'))}
        {countries.data?.map((c) => (
          // The flag stays out: many desktops draw flag emoji as two letters in a box.
          <option key={c.id} value={c.id} disabled={!c.available}>
            {soon(countryName(t, c), c.available)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('generate.curriculum')}
        value={state.curriculum}
        disabled={!state.country}
        error={problemAt('curriculum')}
        onChange={(e) => onChoose('curriculum', e.target.value)}
      >
        {placeholder(curricula.isLoading, t('generate.chooseCurriculum'))}
        {curricula.data?.map((c) => (
          <option key={c.id} value={c.id} disabled={!c.available}>
            {soon(c.name, c.available)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('generate.class')}
        value={state.classId}
        disabled={!state.curriculum}
        error={problemAt('classId')}
        onChange={(e) => onChoose('classId', e.target.value)}
      >
        {placeholder(classes.isLoading, t('generate.chooseClass'))}
        {classes.data?.map((c) => (
          <option key={c.id} value={c.id} disabled={!c.available}>
            {soon(
              c.id === '0' ? t('generate.kindergarten') : t('paper.class', { class: c.id }),
              c.available,
            )}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('generate.subject')}
        value={state.subject}
        disabled={!state.classId || noSubjects}
        error={noSubjects ? t('generate.noSubjects') : problemAt('subject')}
        onChange={(e) => onChoose('subject', e.target.value)}
      >
        {placeholder(subjects.isLoading, t('generate.chooseSubject'))}
        {subjects.data?.map((s) => (
          <option key={s.id} value={s.id} disabled={!s.available}>
            {s.available ? s.name : t('generate.subjectWithoutQuestions', { name: s.name })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
