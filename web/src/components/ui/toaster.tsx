import * as RadixToast from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { TOAST_DEFAULT_DURATION, dismissToast, useToasts, type ToastInput } from './use-toast';

const marks: Record<NonNullable<ToastInput['mark']>, typeof X> = {
  success: CheckCircle2,
  failure: XCircle,
  warning: AlertTriangle,
};

function Mark({ mark }: { mark: ToastInput['mark'] }) {
  if (!mark) return null;
  const Icon = marks[mark];
  return <Icon className="mr-1.5 inline h-5 w-5 align-[-0.25rem]" aria-hidden />;
}

/** Renders the toasts (swipe threshold 50, spec §4). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <RadixToast.Provider
      duration={TOAST_DEFAULT_DURATION}
      swipeThreshold={50}
      label={t('common.notification')}
    >
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DEFAULT_DURATION}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            'relative rounded-xl border p-4 pr-10 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <RadixToast.Title className="font-semibold">
            <Mark mark={item.mark} />
            {item.title}
          </RadixToast.Title>
          {item.description && (
            <RadixToast.Description className="mt-1 text-sm opacity-90">
              {item.description}
            </RadixToast.Description>
          )}
          {item.action && (
            <RadixToast.Action
              altText={item.action.altText ?? item.action.label}
              onClick={item.action.onClick}
              className="mt-3 inline-flex h-9 items-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
            >
              {item.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close
            aria-label={t('common.close')}
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        // Radix names the region "Notifications ({hotkey})" in English unless told otherwise.
        label={t('common.notifications')}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
