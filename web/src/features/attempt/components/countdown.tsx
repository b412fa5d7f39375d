import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useCountdown } from '../hooks/use-countdown';
import { formatCountdown, URGENT_MS } from '../time';

/**
 * The time left, always in view. Screen readers hear it once at 10 and at 1 minute left (a timer
 * read out every second would drown the paper); the last 5 minutes turn red.
 */
export function Countdown({ deadlineAt, onTimeUp }: { deadlineAt: string; onTimeUp: () => void }) {
  const { t } = useTranslation();
  const { remaining, passedMinute } = useCountdown(deadlineAt, onTimeUp);
  const urgent = remaining <= URGENT_MS;
  return (
    <div
      data-testid="countdown"
      data-urgent={urgent}
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-lg px-3 py-1.5',
        urgent ? 'bg-red-600 text-white' : 'bg-slate-100 text-slate-900',
      )}
    >
      <Timer className={cn('h-5 w-5', urgent && remaining > 0 && 'animate-pulse')} aria-hidden />
      <span className={cn('text-xs font-medium', urgent ? 'sr-only' : 'sr-only sm:not-sr-only')}>
        {t('attempt.timer.label')}
      </span>
      <span role="timer" className="text-lg font-bold tabular-nums">
        {formatCountdown(remaining)}
      </span>
      <span className="sr-only" role="status">
        {passedMinute === null ? '' : t('attempt.timer.minutesLeft', { count: passedMinute })}
      </span>
    </div>
  );
}
