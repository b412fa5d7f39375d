import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { CONTACT_REPLY_HOURS } from '@common/contact-info';
import { CreateContactMessage } from '@common/contracts/contact';
import { Messages } from '@common/messages';
import {
  ContactInputSchema,
  ContactMessageTypes,
  type ContactInput,
} from '@common/schemas/contact';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { track } from '@/lib/events';
import { useOperationMutation } from '@/lib/operation-query';
import { translateMessage } from '@/lib/translate-message';
import { StarRating } from './star-rating';

type FormValues = z.input<typeof ContactInputSchema>;
type Sender = { fullName: string; email: string } | null;

// Spec §5's required fields, each with the text shown under it when left empty.
const REQUIRED_TEXT = {
  name: 'contact.required.name',
  email: 'contact.required.email',
  subject: 'contact.required.subject',
  message: 'contact.required.message',
} as const;
type RequiredField = keyof typeof REQUIRED_TEXT;
const isRequiredField = (field: string): field is RequiredField => field in REQUIRED_TEXT;

function blankForm(sender: Sender, type: ContactInput['type'] = 'query'): FormValues {
  return {
    name: sender?.fullName ?? '',
    email: sender?.email ?? '',
    type,
    subject: '',
    message: '',
    rating: null,
  };
}

/** True when the failed check was a missing required field (spec §5's one toast for all). */
function hasEmptyField(errors: FieldErrors<FormValues>): boolean {
  return Object.keys(REQUIRED_TEXT).some(
    (field) => errors[field as RequiredField]?.message === Messages.contactFieldsRequired,
  );
}

/** The contact and feedback form of spec §2, with the rules of §5 and the toasts of §8. */
export function ContactForm() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const send = useOperationMutation(CreateContactMessage);
  // "Give Your Feedback" links here with ?type=feedback, so the form opens ready for it.
  const [searchParams] = useSearchParams();
  const askedType = searchParams.get('type');
  const startType = ContactMessageTypes.find((option) => option === askedType) ?? 'query';
  const { register, handleSubmit, formState, control, getValues, setValue, setError, reset } =
    useForm<FormValues, unknown, ContactInput>({
      resolver: zodResolver(ContactInputSchema),
      defaultValues: blankForm(user, startType),
    });
  const type = useWatch({ control, name: 'type' });

  // The session can arrive after the first render: fill only what the visitor left empty.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.fullName);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await send.mutateAsync({
          body: { ...values, rating: values.type === 'feedback' ? (values.rating ?? null) : null },
        });
      } catch (error) {
        const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
        for (const [field, message] of Object.entries(fieldErrors))
          if (field in values) setError(field as keyof FormValues, { message });
        toast({
          title: t('contact.failedTitle'),
          description: translateMessage(t, (error as Error).message) || t('contact.failedFallback'),
          variant: 'destructive',
        });
        return;
      }
      track('contact_submitted', { type: values.type });
      toast({
        title: t('contact.successTitle'),
        description: t('contact.successText', { hours: CONTACT_REPLY_HOURS }),
      });
      reset(blankForm(user));
    },
    (errors) => {
      if (hasEmptyField(errors))
        toast({
          title: translateMessage(t, Messages.contactFieldsRequired),
          variant: 'destructive',
        });
    },
  );

  // Under an empty field, say which one; the toast already says "Please fill all fields".
  const error = (field: keyof FormValues) => {
    const message = formState.errors[field]?.message;
    if (!message) return undefined;
    if (message === Messages.contactFieldsRequired && isRequiredField(field))
      return t(REQUIRED_TEXT[field]);
    return translateMessage(t, message);
  };
  const pending = formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          error={error('name')}
          {...register('name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          error={error('email')}
          {...register('email')}
        />
      </div>
      <SelectField
        label={t('contact.type')}
        error={error('type')}
        {...register('type', {
          // A rating belongs to feedback only (the server refuses it elsewhere).
          onChange: (event) => {
            if (event.target.value !== 'feedback') setValue('rating', null);
          },
        })}
      >
        {ContactMessageTypes.map((option) => (
          <option key={option} value={option}>
            {t(`contact.types.${option}`)}
          </option>
        ))}
      </SelectField>
      {type === 'feedback' && (
        <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarRating
                value={field.value ?? null}
                onChange={field.onChange}
                error={error('rating')}
              />
            )}
          />
          <p className="text-sm text-slate-600">{t('contact.privacyNote')}</p>
        </div>
      )}
      <TextField label={t('contact.subject')} error={error('subject')} {...register('subject')} />
      <TextAreaField
        label={t('contact.message')}
        rows={6}
        error={error('message')}
        {...register('message')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
