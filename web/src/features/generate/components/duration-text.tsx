import { usePaperT } from '../paper-language';

/** "45 minutes", "3 hours" or "1 h 30 min", in the paper's language (the reader's outside a paper). */
export function DurationText({ minutes }: { minutes: number }) {
  const t = usePaperT();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return <>{t('paper.minutes', { count: minutes })}</>;
  if (rest === 0) return <>{t('paper.hours', { count: hours })}</>;
  return <>{t('paper.hoursMinutes', { hours, minutes: rest })}</>;
}
