import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Messages } from '@common/messages';
import type { PlanType } from '@common/plans';
import { LoadingSkeleton, SkeletonBlock } from '@/components/layouts/loading-skeleton';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/error-notice';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { translateMessage } from '@/lib/translate-message';
import { EMPTY_SUBSCRIPTION, useUserSubscription } from '../api/get-user-subscription';
import { useOrderReturn } from '../hooks/use-order-return';
import { usePaymentResultToast } from '../hooks/use-payment-result-toast';
import { usePendingPayment } from '../hooks/use-pending-payment';
import {
  chooseScope,
  isScopeComplete,
  planFromParams,
  scopeFromParams,
  withChoices,
  type ScopeLevel,
} from '../scope';
import { CheckoutCard } from './checkout-card';
import { ActivePlans, SubscriptionSummary } from './current-subscription';
import { OrderReturnStatus } from './order-return-status';
import { PlanChoice } from './plan-choice';
import { ScopeFields, scopeLabel, useScopeOptions } from './scope-fields';
import { WhySubscribe } from './why-subscribe';

const section = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** The checkout card is a step of its own in the address, so Back and reload keep the choices. */
const CHECKOUT_STEP = 'checkout';

/**
 * /subscription (spec §2): the user's plans, the scope and plan pickers, Subscribe Now, and the
 * payment screen that replaces the page until the payer leaves for the provider's checkout. The
 * choices live in the address (?country=&curriculum=&class=&plan=&step=checkout).
 */
export function SubscriptionPage({ onLoginNeeded }: { onLoginNeeded?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, ready } = useAuth();
  const [params, setParams] = useSearchParams();
  const scope = scopeFromParams(params);
  const plan = planFromParams(params);
  const [scopeMissing, setScopeMissing] = useState(false);
  const status = useUserSubscription(user?.email ?? '');
  const options = useScopeOptions(scope);
  // Only a signed-in user with a choice the lists hold reaches the checkout, whatever the address.
  const checkoutAsked = params.get('step') === CHECKOUT_STEP && Boolean(user);
  const atCheckout = checkoutAsked && isScopeComplete(options.known);
  const orderReturn = useOrderReturn({ userId: user?.id, authReady: ready });
  const pending = usePendingPayment({
    userId: user?.id,
    auto: ready && orderReturn.phase === 'none',
  });
  const scopeSection = useRef<HTMLElement>(null);
  const subscribeButton = useRef<HTMLButtonElement>(null);
  const wasAtCheckout = useRef(atCheckout);
  usePaymentResultToast(() => void status.refetch());
  useDocumentMeta(t('subscription.documentTitle'), t('subscription.documentDescription'));

  // Into the checkout: its top; back from it: Subscribe Now, where the payer left off.
  useEffect(() => {
    if (atCheckout) window.scrollTo({ top: 0 });
    else if (wasAtCheckout.current) subscribeButton.current?.focus();
    wasAtCheckout.current = atCheckout;
  }, [atCheckout]);

  const choose = (level: ScopeLevel, value: string) =>
    setParams(withChoices(params, chooseScope(scope, level, value), plan), { replace: true });
  const choosePlan = (next: PlanType) =>
    setParams(withChoices(params, scope, next), { replace: true });

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
    if (!isScopeComplete(options.known)) {
      setScopeMissing(true);
      scopeSection.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      requestAnimationFrame(() =>
        scopeSection.current
          ?.querySelector<HTMLSelectElement>('select[aria-invalid="true"]:not(:disabled)')
          ?.focus(),
      );
      toast({
        variant: 'destructive',
        title: t('subscription.toast.missingTitle'),
        description: t('subscription.toast.missingText'),
      });
      return;
    }
    setScopeMissing(false);
    const next = withChoices(params, options.known, plan);
    next.set('step', CHECKOUT_STEP);
    setParams(next, { state: { fromPicker: true } });
  };

  const leaveCheckout = () => {
    if ((location.state as { fromPicker?: boolean } | null)?.fromPicker) return navigate(-1);
    const next = new URLSearchParams(params);
    next.delete('step');
    setParams(next, { replace: true });
  };

  if (checkoutAsked && options.loading)
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10">
        <LoadingSkeleton>
          <SkeletonBlock className="h-96" />
        </LoadingSkeleton>
      </div>
    );

  if (atCheckout && user) {
    // A renewal starts when the same plan for the same class ends (decision 007, "Plan periods";
    // reconcile-order.ts renewalStart): the card says so.
    const held = status.data?.activeSubscriptionPlans
      .filter(
        (p) =>
          p.planType === plan &&
          p.country === options.known.country &&
          p.curriculum === options.known.curriculum &&
          String(p.class) === options.known.classId,
      )
      .sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
    return (
      <CheckoutCard
        userId={user.id}
        plan={plan}
        scope={options.known}
        scopeLabel={scopeLabel(t, options)}
        heldUntil={held?.endDate}
        onBack={leaveCheckout}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('subscription.title')}</h1>
        <p className="mt-1 text-slate-600">{t('subscription.intro')}</p>
      </header>

      <OrderReturnStatus
        phase={orderReturn.phase}
        onCheckAgain={orderReturn.checkAgain}
        onLogin={onLoginNeeded}
      />

      <p
        data-testid="scope-notice"
        className="flex gap-3 rounded-xl border border-orange-300 bg-orange-50 p-4 text-sm text-orange-900"
      >
        <AlertTriangle className="h-5 w-5 shrink-0 text-orange-600" aria-hidden />
        {t('subscription.notice')}
      </p>

      {status.isLoading || !ready ? (
        <LoadingSkeleton>
          <div className="grid gap-4 md:grid-cols-2">
            <SkeletonBlock className="h-40" />
            <SkeletonBlock className="h-40" />
          </div>
        </LoadingSkeleton>
      ) : status.isError ? (
        <ErrorNotice
          title={t('subscription.loadFailed')}
          message={translateMessage(t, status.error.message)}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
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
        <ScopeFields options={options} missing={scopeMissing} onChoose={choose} />
        {scopeMissing && !isScopeComplete(options.known) && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {translateMessage(t, Messages.subscriptionScopeRequired)}
          </p>
        )}
      </section>

      <section className={section}>
        <PlanChoice value={plan} onChange={choosePlan} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button
            ref={subscribeButton}
            size="lg"
            className="w-full sm:w-auto"
            disabled={!ready || options.loading}
            onClick={subscribe}
          >
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
