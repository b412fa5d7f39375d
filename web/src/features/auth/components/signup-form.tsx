import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { SignupCountries, DEFAULT_COUNTRY, findSignupCountry } from '@common/countries';
import { SignupInputSchema, type SessionUser } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { PasswordField, SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { track } from '@/lib/events';
import { translateMessage } from '@/lib/translate-message';
import { useSignUp } from '../api/sign-up';
import { useAuth } from '../hooks/auth-context';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { countryName } from '@/lib/country-name';

type FormValues = z.input<typeof SignupInputSchema>;

type SignupFormProps = { onSuccess: (user: SessionUser) => void; onBackToLogin: () => void };

/** The signup screen of spec §2 with the rules of §5. */
export function SignupForm({ onSuccess, onBackToLogin }: SignupFormProps) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const signUp = useSignUp();
  useDocumentMeta(t('signup.documentTitle'), t('signup.documentDescription'));
  const { register, handleSubmit, formState, control, setError } = useForm<FormValues>({
    resolver: zodResolver(SignupInputSchema),
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      country: DEFAULT_COUNTRY,
    },
  });
  const country = useWatch({ control, name: 'country' }) ?? DEFAULT_COUNTRY;
  const phoneHint = findSignupCountry(country)?.hint;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await signUp.mutateAsync(values);
      if (!user?.id) {
        toast({
          title: t('auth.invalidUserTitle'),
          description: t('auth.invalidUserText'),
          variant: 'destructive',
        });
        return;
      }
      signIn(user);
      toast({ title: t('signup.successTitle'), description: t('signup.successText') });
      track('signup_success');
      onSuccess(user);
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (field in values) setError(field as keyof FormValues, { message });
      }
      toast({
        title: t('signup.failedTitle'),
        description: translateMessage(t, (error as Error).message) || t('signup.failedFallback'),
        variant: 'destructive',
      });
    }
  });

  const error = (message?: string) => (message ? translateMessage(t, message) : undefined);
  const pending = formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('signup.title')}</h1>
        <p className="text-slate-600">{t('signup.subtitle')}</p>
      </div>
      <TextField
        label={t('signup.fullName')}
        autoComplete="name"
        error={error(formState.errors.fullName?.message)}
        {...register('fullName')}
      />
      <SelectField
        label={t('signup.country')}
        autoComplete="country-name"
        error={error(formState.errors.country?.message)}
        {...register('country')}
      >
        {SignupCountries.map((option) => (
          <option key={option.name} value={option.name}>
            {countryName(t, option)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        error={error(formState.errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('signup.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={phoneHint ? t(`phoneHints.${country}`, { defaultValue: phoneHint }) : undefined}
        error={error(formState.errors.phone?.message)}
        {...register('phone')}
      />
      <PasswordField
        label={t('signup.password')}
        autoComplete="new-password"
        error={error(formState.errors.password?.message)}
        {...register('password')}
      />
      <PasswordField
        label={t('signup.confirmPassword')}
        autoComplete="new-password"
        error={error(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <p className="text-xs text-slate-500">
        <Trans
          i18nKey="signup.termsNotice"
          components={{
            terms: <Link to="/terms" target="_blank" className="text-brand-700 underline" />,
            privacy: <Link to="/privacy" target="_blank" className="text-brand-700 underline" />,
          }}
        />
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" className="w-full sm:flex-1" onClick={onBackToLogin}>
          {t('signup.backToLogin')}
        </Button>
        <Button type="submit" className="w-full sm:flex-1" disabled={pending}>
          {pending ? t('signup.creating') : t('signup.create')}
        </Button>
      </div>
    </form>
  );
}
