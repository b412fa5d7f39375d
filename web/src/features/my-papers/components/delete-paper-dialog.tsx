import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaperSummary } from '@common/schemas/attempt';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/translate-message';
import { useDeletePaper } from '../api/papers';

/** Asks before deleting, naming the paper and what goes with it (its attempts). */
export function DeletePaperDialog({
  paper,
  onClose,
  onDeleted,
}: {
  paper: PaperSummary | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePaper();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!paper) return;
    setError(undefined);
    remove.mutate(
      { params: { id: paper.id } },
      {
        onSuccess: () => {
          toast({ title: t('myPapers.deleted'), description: paper.title });
          close();
          onDeleted();
        },
        onError: (failure) => setError(translateMessage(t, failure.message)),
      },
    );
  };

  return (
    <Dialog
      open={paper !== null}
      onOpenChange={(open) => !open && !remove.isPending && close()}
      title={t('myPapers.deleteTitle')}
      description={
        paper
          ? paper.attempts > 0
            ? t('myPapers.deleteWithAttempts', { title: paper.title, count: paper.attempts })
            : t('myPapers.deleteDescription', { title: paper.title })
          : undefined
      }
    >
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={remove.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? t('myPapers.deleting') : t('myPapers.confirmDelete')}
        </Button>
      </div>
    </Dialog>
  );
}
