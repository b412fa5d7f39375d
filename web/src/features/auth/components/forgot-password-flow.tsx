import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordReset, CreatePasswordReset } from '@common/contracts/auth';
import { ForgotPasswordInputSchema, ResetPasswordInputSchema } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { useOperationMutation } from '@/lib/operation-query';
import { translateMessage } from '@/lib/translate-message';
import { useDocumentMeta } from '@/hooks/use-document-meta';

type Step =
  { name: 'request' } | { name: 'reset'; requestId: string; sentTo?: string; token?: string };

type ForgotPasswordFlowProps = {
  onBackToLogin: () => void;
  onSuccess: () => void;
  /** From the link in the message: /forgot-password?request=...&token=... */
  initialRequestId?: string;
  initialToken?: string;
};

/**
 * The two-step reset of docs/spec-departures.md §1: nothing about the account crosses the wire.
 */
export function ForgotPasswordFlow({
  onBackToLogin,
  onSuccess,
  initialRequestId,
  initialToken,
}: ForgotPasswordFlowProps) {
  const { t } = useTranslation();
  useDocumentMeta(t('forgot.documentTitle'), t('forgot.documentDescription'));
  const [step, setStep] = useState<Step>(
    initialRequestId
      ? { name: 'reset', requestId: initialRequestId, token: initialToken }
      : { name: 'request' },
  );
  return step.name === 'request' ? (
    <RequestStep
      onBackToLogin={onBackToLogin}
      onSent={(requestId, sentTo) => setStep({ name: 'reset', requestId, sentTo })}
    />
  ) : (
    <ResetStep
      key={step.requestId}
      step={step}
      onBack={() => setStep({ name: 'request' })}
      onSuccess={onSuccess}
      t={t}
    />
  );
}

function RequestStep({
  onBackToLogin,
  onSent,
}: {
  onBackToLogin: () => void;
  onSent: (requestId: string, sentTo: string) => void;
}) {
  const { t } = useTranslation();
  const create = useOperationMutation(CreatePasswordReset);
  const { register, handleSubmit, formState } = useForm<{ phone: string }>({
    resolver: zodResolver(ForgotPasswordInputSchema),
    defaultValues: { phone: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync({ body: values });
      toast({ title: t('forgot.sentTitle'), description: t('forgot.sentText') });
      onSent(result.requestId, result.sentTo);
    } catch (error) {
      toast({
        title: t('forgot.requestFailedTitle'),
        description:
          translateMessage(t, (error as Error).message) || t('forgot.requestFailedFallback'),
        variant: 'destructive',
      });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-bold">{t('forgot.title')}</h1>
        <p className="text-slate-600">{t('forgot.subtitle')}</p>
      </div>
      <TextField
        label={t('forgot.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={translateMessage(t, formState.errors.phone?.message)}
        {...register('phone')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" className="w-full sm:flex-1" onClick={onBackToLogin}>
          {t('forgot.backToLogin')}
        </Button>
        <Button type="submit" className="w-full sm:flex-1" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('forgot.sending') : t('forgot.getToken')}
        </Button>
      </div>
    </form>
  );
}

type ResetValues = {
  requestId: string;
  resetToken: string;
  newPassword: string;
  confirmPassword: string;
};

function ResetStep({
  step,
  onBack,
  onSuccess,
  t,
}: {
  step: Extract<Step, { name: 'reset' }>;
  onBack: () => void;
  onSuccess: () => void;
  t: ReturnType<typeof useTranslation>['t'];
}) {
  const confirm = useOperationMutation(ConfirmPasswordReset);
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordInputSchema),
    defaultValues: {
      requestId: step.requestId,
      resetToken: step.token ?? '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync({ body: values });
      toast({ title: t('forgot.resetSuccessTitle'), description: t('forgot.resetSuccessText') });
      onSuccess();
    } catch (error) {
      toast({
        title: t('forgot.resetFailedTitle'),
        description:
          translateMessage(t, (error as Error).message) || t('forgot.resetFailedFallback'),
        variant: 'destructive',
      });
    }
  });
  const error = (message?: string) => (message ? translateMessage(t, message) : undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-bold">{t('forgot.resetTitle')}</h1>
      </div>
      <div
        role="status"
        className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-800"
      >
        {step.sentTo ? t('forgot.sentTo', { sentTo: step.sentTo }) : t('forgot.fromLink')}
      </div>
      <input type="hidden" {...register('requestId')} />
      <TextField
        label={t('forgot.resetToken')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error(formState.errors.resetToken?.message)}
        {...register('resetToken')}
      />
      <PasswordField
        label={t('forgot.newPassword')}
        autoComplete="new-password"
        error={error(formState.errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('forgot.confirmNewPassword')}
        autoComplete="new-password"
        error={error(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" className="w-full sm:flex-1" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button type="submit" className="w-full sm:flex-1" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('forgot.resetting') : t('forgot.resetPassword')}
        </Button>
      </div>
    </form>
  );
}
