import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginInputSchema, type LoginResponse, type SessionUser } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { track } from '@/lib/events';
import { displayName } from '@/lib/stored-user';
import { translateMessage } from '@/lib/translate-message';
import { useLogIn } from '../api/log-in';
import { useAuth } from '../hooks/auth-context';
import { useDocumentMeta } from '@/hooks/use-document-meta';

const FormSchema = LoginInputSchema.pick({ loginId: true, password: true });
type FormValues = { loginId: string; password: string };

type LoginFormProps = {
  onSuccess?: (user: SessionUser) => void;
  onCancel?: () => void;
  onForgotPassword?: () => void;
  onCreateAccount?: () => void;
  /** False inside the dialog, whose title already says it. */
  showHeading?: boolean;
  /** Puts the cursor in the first field (the dialog loads the form after it opens). */
  autoFocus?: boolean;
};

/** The "Welcome Back" login screen of spec §2. */
export function LoginForm({
  onSuccess,
  onCancel,
  onForgotPassword,
  onCreateAccount,
  showHeading = true,
  autoFocus = false,
}: LoginFormProps) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const logIn = useLogIn();
  useDocumentMeta(t('login.documentTitle'), t('login.documentDescription'));
  // Spec §2: opening the screen records a page view named login_page (with consent only).
  useEffect(() => track('login_page'), []);
  const { register, handleSubmit, formState, setFocus } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { loginId: '', password: '' },
  });
  useEffect(() => {
    if (autoFocus) setFocus('loginId');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    let result: LoginResponse;
    try {
      result = await logIn.mutateAsync(values);
    } catch (error) {
      toast({
        title: t('login.failedTitle'),
        description: translateMessage(t, (error as Error).message) || t('login.failedFallback'),
        variant: 'destructive',
      });
      return;
    }
    if (!result?.user?.id) {
      toast({
        title: t('auth.invalidUserTitle'),
        description: t('auth.invalidUserText'),
        variant: 'destructive',
      });
      return;
    }
    signIn(result.user);
    // Spec §4: a conversion event and a login event, both only with analytics consent.
    track('login_success', { currency: 'INR' });
    track('user_login', { login_method: 'email', is_new_device: result.isNewDevice });
    // One toast shows at a time (spec §4): the most important goes last so it stays on screen.
    toast({
      title: t('login.successTitle'),
      description: t('login.successText', { name: displayName(result.user) }),
    });
    if (result.isNewDevice)
      toast({ title: t('login.newDeviceTitle'), description: t('login.newDeviceText') });
    if (result.requiresVerification)
      toast({
        title: t('login.securityAlertTitle'),
        description: t('login.securityAlertText'),
        variant: 'destructive',
      });
    if (onSuccess) onSuccess(result.user);
    else window.location.reload();
  });

  const error = (message?: string) => (message ? translateMessage(t, message) : undefined);
  const pending = formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {showHeading && (
        <div className="space-y-1 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t('login.title')}</h1>
          <p className="text-slate-600">{t('login.subtitle')}</p>
        </div>
      )}
      <TextField
        label={t('login.loginId')}
        autoComplete="username"
        error={error(formState.errors.loginId?.message)}
        {...register('loginId')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        error={error(formState.errors.password?.message)}
        {...register('password')}
      />
      <div className="flex justify-end">
        {onForgotPassword ? (
          <Button variant="link" size="sm" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </Button>
        ) : (
          <Link to="/forgot-password" className="text-sm text-brand-700 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? t('login.signingIn') : t('login.signIn')}
      </Button>
      <div className="flex flex-col gap-2">
        {onCreateAccount ? (
          <Button variant="secondary" onClick={onCreateAccount}>
            {t('login.createAccount')}
          </Button>
        ) : (
          <Link
            to="/signup"
            className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-sm font-medium hover:bg-slate-100"
          >
            {t('login.createAccount')}
          </Link>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
