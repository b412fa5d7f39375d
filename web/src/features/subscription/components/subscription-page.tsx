import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AlertTriangle, Loader2, RefreshCw } from 'lucide-react';
import { Messages } from '@common/messages';
import type { PlanType } from '@common/plans';
import { LoadingSkeleton, SkeletonBlock } from '@/components/layouts/loading-skeleton';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { translateMessage } from '@/lib/translate-message';
import { EMPTY_SUBSCRIPTION, useUserSubscription } from '../api/get-user-subscription';
import { useCheckout } from '../hooks/use-checkout';
import { useOrderReturn, type OrderReturnPhase } from '../hooks/use-order-return';
import { usePaymentResultToast } from '../hooks/use-payment-result-toast';
import { usePendingPayment } from '../hooks/use-pending-payment';
import { chooseScope, isScopeComplete, scopeFromParams, type ScopeChoice } from '../scope';
import { CheckoutCard } from './checkout-card';
import { ActivePlans, SubscriptionSummary } from './current-subscription';
import { PlanChoice } from './plan-choice';
import { ScopeFields, useScopeLabel } from './scope-fields';
import { WhySubscribe } from './why-subscribe';

const section = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** What the page says while the payer's order is being confirmed (spec §4 "Payment"). */
function OrderReturnStatus({ phase }: { phase: OrderReturnPhase }) {
  const { t } = useTranslation();
  if (phase === 'none') return null;
  const waiting = phase !== 'unconfirmed';
  return (
    <div
      role="status"
      data-testid="payment-confirmation"
      className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900"
    >
      {waiting && <Loader2 className="mt-0.5 h-5 w-5 shrink-0 animate-spin" aria-hidden />}
      <div>
        <p className="font-semibold">
          {waiting ? t('subscription.confirm.waitingTitle') : t('subscription.confirm.lateTitle')}
        </p>
        <p className="text-sm">
          {waiting ? t('subscription.confirm.waitingText') : t('subscription.confirm.lateText')}
        </p>
      </div>
    </div>
  );
}

/**
 * /subscription (spec §2): the user's plans, the scope and plan pickers, Subscribe Now, and the
 * payment screen that replaces the page until the payer leaves for the provider's checkout.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const [scope, setScope] = useState<ScopeChoice>(() => scopeFromParams(params));
  const [plan, setPlan] = useState<PlanType>('yearly');
  const [checkingOut, setCheckingOut] = useState(false);
  const [scopeMissing, setScopeMissing] = useState(false);
  const email = user?.email ?? '';
  const status = useUserSubscription(email);
  const orderPhase = useOrderReturn(user?.id);
  const pending = usePendingPayment({ userId: user?.id, auto: orderPhase === 'none' });
  const checkout = useCheckout();
  const scopeLabel = useScopeLabel(scope);
  const scopeSection = useRef<HTMLElement>(null);
  usePaymentResultToast(() => void status.refetch());
  useDocumentMeta(t('subscription.documentTitle'), t('subscription.documentDescription'));

  const subscribe = () => {
    if (!user) {
      toast({
        title: t('subscription.toast.loginTitle'),
        description: t('subscription.toast.loginText'),
      });
      // Back where they came from in the app; a first page in the tab has nowhere to go back to.
      if (location.key !== 'default') navigate(-1);
      else navigate('/');
      return;
    }
    if (!isScopeComplete(scope)) {
      setScopeMissing(true);
      scopeSection.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      toast({
        variant: 'destructive',
        title: t('subscription.toast.missingTitle'),
        description: t('subscription.toast.missingText'),
      });
      return;
    }
    setScopeMissing(false);
    setCheckingOut(true);
    window.scrollTo({ top: 0 });
  };

  if (checkingOut && user)
    return (
      <CheckoutCard
        plan={plan}
        scopeLabel={scopeLabel}
        processing={checkout.processing}
        onBack={() => setCheckingOut(false)}
        onPay={() => void checkout.pay({ userId: user.id, plan, scope })}
      />
    );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('subscription.title')}</h1>
        <p className="mt-1 text-slate-600">{t('subscription.intro')}</p>
      </header>

      <OrderReturnStatus phase={orderPhase} />

      <p
        data-testid="scope-notice"
        className="flex gap-3 rounded-xl border border-orange-300 bg-orange-50 p-4 text-sm text-orange-900"
      >
        <AlertTriangle className="h-5 w-5 shrink-0 text-orange-600" aria-hidden />
        {t('subscription.notice')}
      </p>

      {status.isLoading ? (
        <LoadingSkeleton>
          <div className="grid gap-4 md:grid-cols-2">
            <SkeletonBlock className="h-40" />
            <SkeletonBlock className="h-40" />
          </div>
        </LoadingSkeleton>
      ) : status.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-medium">{t('subscription.loadFailed')}</p>
          <p className="text-sm">{translateMessage(t, status.error.message)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => status.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t('subscription.retry')}
          </Button>
        </div>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <ActivePlans plans={status.data?.activeSubscriptionPlans ?? []} />
          <SubscriptionSummary
            status={status.data ?? EMPTY_SUBSCRIPTION}
            signedIn={Boolean(user)}
          />
        </div>
      )}

      <section ref={scopeSection} className={section} aria-labelledby="scope-heading">
        <h2 id="scope-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('subscription.scope.heading')}
        </h2>
        <ScopeFields
          scope={scope}
          onChoose={(level, value) => setScope((current) => chooseScope(current, level, value))}
        />
        {scopeMissing && !isScopeComplete(scope) && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {translateMessage(t, Messages.subscriptionScopeRequired)}
          </p>
        )}
      </section>

      <section className={section}>
        <PlanChoice value={plan} onChange={setPlan} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="w-full sm:w-auto" onClick={subscribe}>
            {t('subscription.subscribe')}
          </Button>
          {pending.record && (
            <Button
              variant="secondary"
              size="lg"
              className="w-full sm:w-auto"
              disabled={pending.verifying}
              aria-busy={pending.verifying || undefined}
              onClick={() => void pending.verifyNow()}
            >
              {pending.verifying ? t('subscription.verifying') : t('subscription.verifyPending')}
            </Button>
          )}
        </div>
      </section>

      <WhySubscribe />
    </div>
  );
}
