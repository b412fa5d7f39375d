import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form-field';
import { useClasses, useCountries, useCurricula } from '../api/catalog';
import type { ScopeChoice, ScopeLevel } from '../scope';

/**
 * Country -> Curriculum -> Class (spec §2, §5): each list waits for the one before it; a change
 * clears what hangs below it (the caller's chooseScope).
 */
export function ScopeFields({
  scope,
  onChoose,
}: {
  scope: ScopeChoice;
  onChoose: (level: ScopeLevel, value: string) => void;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const curricula = useCurricula(scope.country);
  const classes = useClasses(scope.country, scope.curriculum);
  const placeholder = (loading: boolean, text: string) => (
    <option value="">{loading ? t('common.loading') : text}</option>
  );
  const failed = (query: { isError: boolean }) =>
    query.isError ? t('subscription.scope.loadFailed') : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label={t('generate.country')}
        value={scope.country}
        error={failed(countries)}
        onChange={(e) => onChoose('country', e.target.value)}
      >
        {placeholder(countries.isLoading, t('generate.chooseCountry'))}
        {countries.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('generate.curriculum')}
        value={scope.curriculum}
        disabled={!scope.country}
        error={failed(curricula)}
        onChange={(e) => onChoose('curriculum', e.target.value)}
      >
        {placeholder(curricula.isLoading, t('generate.chooseCurriculum'))}
        {curricula.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('generate.class')}
        value={scope.classId}
        disabled={!scope.curriculum}
        error={failed(classes)}
        onChange={(e) => onChoose('classId', e.target.value)}
      >
        {placeholder(classes.isLoading, t('generate.chooseClass'))}
        {/* Plans are sold for classes 1 to 12 (common/schemas/subscription.ts). */}
        {classes.data
          ?.filter((c) => c.id !== '0')
          .map((c) => (
            <option key={c.id} value={c.id}>
              {t('paper.class', { class: c.id })}
            </option>
          ))}
      </SelectField>
    </div>
  );
}

/** "India · CBSE · Class 10" for the chosen scope, from the cached option lists. */
export function useScopeLabel(scope: ScopeChoice): string {
  const { t } = useTranslation();
  const countries = useCountries();
  const curricula = useCurricula(scope.country);
  const country = countries.data?.find((c) => c.id === scope.country)?.name ?? scope.country;
  const curriculum =
    curricula.data?.find((c) => c.id === scope.curriculum)?.name ?? scope.curriculum;
  return [country, curriculum, t('paper.class', { class: scope.classId })].join(' · ');
}
