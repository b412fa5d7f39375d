import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Grey placeholder shapes while data loads, announced once to screen readers as "Loading…". */
export function LoadingSkeleton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div aria-hidden>{children}</div>
    </div>
  );
}

/** One placeholder block; size it with className. */
export const SkeletonBlock = ({ className }: { className: string }) => (
  <div className={`animate-pulse rounded-2xl bg-slate-100 ${className}`} />
);
