import { useTranslation } from 'react-i18next';
import { Check, Cloud, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SaveStatus } from '../answer-saver';

const icons = {
  idle: Cloud,
  saving: LoaderCircle,
  saved: Check,
  offline: CloudOff,
  retrying: TriangleAlert,
};

/** Where the answers are: saving, saved, or kept on this device until the connection returns. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const Icon = icons[status];
  const trouble = status === 'offline' || status === 'retrying';
  return (
    <p
      data-testid="save-status"
      className={cn(
        'flex min-w-0 items-center gap-1.5 text-xs sm:text-sm',
        trouble ? 'font-medium text-amber-800' : 'text-slate-600',
      )}
    >
      <Icon className={cn('h-4 w-4 shrink-0', status === 'saving' && 'animate-spin')} aria-hidden />
      <span aria-hidden={trouble || undefined}>{t(`attempt.save.${status}`)}</span>
      {/* Only trouble is announced: "Saved" after every pause in typing would be noise. */}
      <span className="sr-only" role="status">
        {trouble ? t(`attempt.save.${status}`) : ''}
      </span>
    </p>
  );
}
