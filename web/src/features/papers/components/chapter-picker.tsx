import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useChapters } from '@/features/catalog';

/** The chapters of the subject as checkboxes, with how many questions each has. */
export function ChapterPicker({
  scope,
  selected,
  onChange,
  error,
}: {
  scope: { curriculum: string; classId: string; subject: string };
  selected: string[];
  onChange: (chapters: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const chapters = useChapters(scope);
  if (!scope.subject) return null;
  const usable = chapters.data?.filter((c) => c.questionCount > 0) ?? [];
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id]);
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'chapters-error' : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="text-sm font-medium text-slate-700">
          {t('generate.chapters')}{' '}
          <span className="font-normal text-slate-500">
            {t('generate.chaptersChosen', { count: selected.length })}
          </span>
        </legend>
        <div className="flex gap-1">
          {/* Until the chapters arrive there is nothing to select. */}
          <Button
            variant="ghost"
            size="sm"
            disabled={usable.length === 0}
            onClick={() => onChange(usable.map((c) => c.id))}
          >
            {t('generate.selectAll')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            {t('generate.clear')}
          </Button>
        </div>
      </div>
      {chapters.isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      <ul className="grid max-h-80 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
        {chapters.data?.map((chapter) => (
          <li key={chapter.id}>
            <label
              className={`flex min-h-11 cursor-pointer items-start gap-2 rounded-md px-2 py-2 text-sm hover:bg-slate-50 ${chapter.questionCount === 0 ? 'cursor-not-allowed text-slate-400' : 'text-slate-800'}`}
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-700"
                checked={selected.includes(chapter.id)}
                disabled={chapter.questionCount === 0}
                onChange={() => toggle(chapter.id)}
              />
              <span className="flex-1">
                {chapter.number}. {chapter.name}
              </span>
              <span className="text-xs text-slate-500">
                {t('generate.questionCount', { count: chapter.questionCount })}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p
          id="chapters-error"
          role="alert"
          tabIndex={-1}
          data-error-message
          className="rounded text-sm text-red-600 outline-none focus-visible:ring-2 focus-visible:ring-red-500/40"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
