import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Questions still asked for (an "attempt any n" section asks for n). */
  missing: number;
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
};

/** "Submit now?" with how many questions are still unanswered; answers are final after it. */
export function SubmitDialog({ open, onOpenChange, missing, submitting, error, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !submitting && onOpenChange(next)}
      title={t('attempt.submit.title')}
      description={
        missing > 0
          ? t('attempt.submit.unanswered', { count: missing })
          : t('attempt.submit.allAnswered')
      }
    >
      <p className="mt-3 text-sm text-slate-600">{t('attempt.submit.final')}</p>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={submitting} onClick={() => onOpenChange(false)}>
          {t('attempt.submit.keepGoing')}
        </Button>
        <Button disabled={submitting} onClick={onSubmit}>
          {submitting ? t('attempt.submit.submitting') : t('attempt.submit.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
