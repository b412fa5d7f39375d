import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import type { FilterOption } from '../filter-options';

type Props = {
  search: string;
  subject: string;
  classId: string;
  subjects: FilterOption[];
  classes: FilterOption[];
  onSearch: (search: string) => void;
  onSubject: (subject: string) => void;
  onClass: (classId: string) => void;
  onClear: () => void;
};

/** Search by title and the subject and class filters, in a row on a desktop. */
export function PaperFilters(props: Props) {
  const { t } = useTranslation();
  const filtered = Boolean(props.search || props.subject || props.classId);
  return (
    <div
      role="search"
      aria-label={t('myPapers.filtersLabel')}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <div className="col-span-2 space-y-1.5 lg:col-span-1">
        <label htmlFor="my-papers-search" className="block text-sm font-medium text-slate-700">
          {t('myPapers.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            id="my-papers-search"
            type="search"
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            placeholder={t('myPapers.searchPlaceholder')}
            maxLength={120}
            autoComplete="off"
            enterKeyHint="search"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
      </div>
      <SelectField
        label={t('myPapers.subject')}
        value={props.subject}
        onChange={(event) => props.onSubject(event.target.value)}
      >
        <option value="">{t('myPapers.allSubjects')}</option>
        {props.subjects.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('myPapers.class')}
        value={props.classId}
        onChange={(event) => props.onClass(event.target.value)}
      >
        <option value="">{t('myPapers.allClasses')}</option>
        {props.classes.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {filtered && (
        <Button variant="ghost" className="col-span-2 lg:col-span-1" onClick={props.onClear}>
          {t('myPapers.clearFilters')}
        </Button>
      )}
    </div>
  );
}
