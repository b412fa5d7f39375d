import { useTranslation } from 'react-i18next';
import { GalleryVertical, ScrollText, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SaveStatus } from '../answer-saver';
import type { AttemptLayout } from '../hooks/use-attempt-layout';
import { Countdown } from './countdown';
import { SaveStatusText } from './save-status';

type ToolbarProps = {
  deadlineAt: string;
  onTimeUp: () => void;
  status: SaveStatus;
  answered: number;
  total: number;
  canSubmit: boolean;
  onSubmit: () => void;
};

/** Stays under the navigation: the countdown, where the answers are, progress, and Submit. */
export function AttemptToolbar({
  deadlineAt,
  onTimeUp,
  status,
  answered,
  total,
  canSubmit,
  onSubmit,
}: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <Countdown deadlineAt={deadlineAt} onTimeUp={onTimeUp} />
        <div className="min-w-0 flex-1">
          <SaveStatusText status={status} />
          <p className="hidden text-xs text-slate-600 sm:block" data-testid="total-progress">
            {t('attempt.progress', { answered, total })}
          </p>
        </div>
        <Button size="sm" disabled={!canSubmit} onClick={onSubmit} className="shrink-0">
          <Send className="h-4 w-4" aria-hidden />
          {t('attempt.submit.open')}
        </Button>
      </div>
    </div>
  );
}

/** Switches between one section per screen and the whole paper. */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: AttemptLayout;
  onChange: (layout: AttemptLayout) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: 'sections', icon: GalleryVertical, label: t('attempt.layout.sections') },
    { value: 'scroll', icon: ScrollText, label: t('attempt.layout.scroll') },
  ] as const;
  return (
    <div
      role="group"
      aria-label={t('attempt.layout.label')}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {options.map(({ value, icon: Icon, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={layout === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium',
            layout === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
