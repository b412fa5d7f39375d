import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { comingSoon } from '@/lib/coming-soon';
import { countryName } from '@/lib/country-name';
import { useClasses, useCountries, useCurricula } from '@/features/catalog';
import { knownScope, purchasableClasses, type ScopeChoice, type ScopeLevel } from '../scope';

/**
 * The three option lists for a choice, fetched once for the page: what each select offers, the
 * part of the choice the lists hold (`known`), and whether any list is loading or failed.
 */
export function useScopeOptions(scope: ScopeChoice) {
  const countries = useCountries();
  const curricula = useCurricula(scope.country);
  const classes = useClasses(scope.country, scope.curriculum);
  const queries = [countries, curricula, classes];
  return {
    countries,
    curricula,
    classes,
    known: knownScope(scope, {
      countries: countries.data,
      curricula: curricula.data,
      classes: classes.data,
    }),
    loading: queries.some((q) => q.isLoading),
    failed: queries.some((q) => q.isError),
    retry: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}

export type ScopeLists = ReturnType<typeof useScopeOptions>;

/** "India · CBSE · Class 10" in the reader's language (the country and curriculum as named in English). */
export function scopeText(
  t: TFunction,
  scope: { countryName: string; curriculumName: string; classId: string | number },
): string {
  return [
    countryName(t, { name: scope.countryName }),
    scope.curriculumName,
    t('paper.class', { class: scope.classId }),
  ].join(' · ');
}

/** The scope text of a known choice, with the names the lists give. */
export function scopeLabel(t: TFunction, options: ScopeLists): string {
  const { known } = options;
  return scopeText(t, {
    countryName: options.countries.data?.find((c) => c.id === known.country)?.name ?? known.country,
    curriculumName:
      options.curricula.data?.find((c) => c.id === known.curriculum)?.name ?? known.curriculum,
    classId: known.classId,
  });
}

/**
 * Country -> Curriculum -> Class (spec §2, §5): each list waits for the one before it; a change
 * clears what hangs below it (the caller's chooseScope). A value the lists do not hold shows as
 * not chosen; `missing` marks what is still to choose; what has no questions yet is marked
 * "coming soon" and cannot be chosen.
 */
export function ScopeFields({
  options,
  missing,
  onChoose,
}: {
  options: ScopeLists;
  missing: boolean;
  onChoose: (level: ScopeLevel, value: string) => void;
}) {
  const { t } = useTranslation();
  const { countries, curricula, classes, known } = options;
  const placeholder = (loading: boolean, text: string) => (
    <option value="">{loading ? t('common.loading') : text}</option>
  );
  const failed = (query: { isError: boolean }) =>
    query.isError ? t('subscription.scope.loadFailed') : undefined;
  const invalid = (value: string) => (missing && !value) || undefined;
  const soon = (name: string, available: boolean) => comingSoon(t, name, available);
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('generate.country')}
          value={known.country}
          error={failed(countries)}
          aria-invalid={invalid(known.country)}
          onChange={(e) => onChoose('country', e.target.value)}
        >
          {placeholder(countries.isLoading, t('generate.chooseCountry'))}
          {countries.data?.map((c) => (
            <option key={c.id} value={c.id} disabled={!c.available}>
              {soon(countryName(t, c), c.available)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('generate.curriculum')}
          value={known.curriculum}
          disabled={!known.country}
          error={failed(curricula)}
          aria-invalid={invalid(known.curriculum)}
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
          value={known.classId}
          disabled={!known.curriculum}
          error={failed(classes)}
          aria-invalid={invalid(known.classId)}
          onChange={(e) => onChoose('classId', e.target.value)}
        >
          {placeholder(classes.isLoading, t('generate.chooseClass'))}
          {purchasableClasses(classes.data)?.map((c) => (
            <option key={c.id} value={c.id} disabled={!c.available}>
              {soon(t('paper.class', { class: c.id }), c.available)}
            </option>
          ))}
        </SelectField>
      </div>
      {options.failed && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={options.retry}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}
