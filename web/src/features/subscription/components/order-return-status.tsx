import { useTranslation } from 'react-i18next';
import { Loader2, LogIn, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OrderReturnPhase } from '../hooks/use-order-return';

/** What the page says while the payer's order is being confirmed (spec §4 "Payment"). */
export function OrderReturnStatus({
  phase,
  onCheckAgain,
  onLogin,
}: {
  phase: OrderReturnPhase;
  onCheckAgain: () => void;
  onLogin?: () => void;
}) {
  const { t } = useTranslation();
  if (phase === 'none') return null;
  const waiting = phase === 'checking' || phase === 'confirming';
  const [title, text] = waiting
    ? [t('subscription.confirm.waitingTitle'), t('subscription.confirm.waitingText')]
    : phase === 'needsLogin'
      ? [t('subscription.confirm.loginTitle'), t('subscription.confirm.loginText')]
      : [t('subscription.confirm.lateTitle'), t('subscription.confirm.lateText')];
  return (
    <div
      role="status"
      data-testid="payment-confirmation"
      className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900"
    >
      {waiting && <Loader2 className="mt-0.5 h-5 w-5 shrink-0 animate-spin" aria-hidden />}
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{text}</p>
        {phase === 'unconfirmed' && (
          <Button variant="secondary" size="sm" className="mt-3" onClick={onCheckAgain}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t('subscription.confirm.checkAgain')}
          </Button>
        )}
        {phase === 'needsLogin' && onLogin && (
          <Button size="sm" className="mt-3" onClick={onLogin}>
            <LogIn className="h-4 w-4" aria-hidden />
            {t('nav.login')}
          </Button>
        )}
      </div>
    </div>
  );
}
