import { useTranslation } from 'react-i18next';

/** What shows while a page's code or data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-500"
    >
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden
      />
      {t('common.loading')}
    </div>
  );
}
