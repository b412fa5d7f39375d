import { useTranslation } from 'react-i18next';

/** "45 minutes", "3 hours" or "1 h 30 min", in the reader's language. */
export function DurationText({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return <>{t('paper.minutes', { count: minutes })}</>;
  if (rest === 0) return <>{t('paper.hours', { count: hours })}</>;
  return <>{t('paper.hoursMinutes', { hours, minutes: rest })}</>;
}
