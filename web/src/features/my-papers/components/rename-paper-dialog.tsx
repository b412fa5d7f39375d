import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Messages } from '@common/messages';
import type { PaperSummary } from '@common/schemas/attempt';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/translate-message';
import { useRenamePaper } from '../api/papers';

const TITLE_MAX = 120;

/** The rename dialog: the title field, saved with PATCH /api/papers/:id. */
export function RenamePaperDialog({
  paper,
  onClose,
}: {
  paper: PaperSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={paper !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('myPapers.renameTitle')}
      description={t('myPapers.renameDescription')}
    >
      {/* Keyed by paper so each opening starts from that paper's title. */}
      {paper && <RenameForm key={paper.id} paper={paper} onDone={onClose} />}
    </Dialog>
  );
}

function RenameForm({ paper, onDone }: { paper: PaperSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useRenamePaper();
  const [title, setTitle] = useState(paper.title);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError(translateMessage(t, Messages.paperTitleRequired));
    if (trimmed.length > TITLE_MAX) return setError(translateMessage(t, Messages.paperTitleMax));
    if (trimmed === paper.title) return onDone();
    setError(undefined);
    update.mutate(
      { params: { id: paper.id }, body: { title: trimmed } },
      {
        onSuccess: () => {
          toast({ title: t('myPapers.renamed'), description: trimmed });
          onDone();
        },
        onError: (failure) => setError(translateMessage(t, failure.message)),
      },
    );
  };

  return (
    <form className="mt-5 space-y-5" onSubmit={submit} noValidate>
      <TextField
        label={t('myPapers.titleField')}
        value={title}
        maxLength={TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        error={error}
        autoFocus
        onFocus={(event) => event.target.select()}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('myPapers.saving') : t('myPapers.save')}
        </Button>
      </div>
    </form>
  );
}
