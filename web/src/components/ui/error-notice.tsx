import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A failure said in words, with a way forward: the message (already translated), anything that
 * explains it, and a Try again button when trying again can help (issue 12: never a bare
 * "Failed to fetch", never a dead end).
 */
export function ErrorNotice({
  message,
  title,
  onRetry,
  retrying = false,
  className,
  children,
}: {
  message: string;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800',
        className,
      )}
    >
      {title && <p className="font-medium">{title}</p>}
      <p className={title ? undefined : 'font-medium'}>{message}</p>
      {children}
      {onRetry && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
        >
          <RefreshCw className={cn('h-4 w-4', retrying && 'animate-spin')} aria-hidden />
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}
