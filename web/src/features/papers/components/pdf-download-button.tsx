import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { RenderPaperPdf } from '@common/contracts/papers';
import { useLimitPrompt, type PaperScope } from '@/components/limit-prompt';
import { worthRetrying } from '@/lib/api-client';
import { callForFile } from '@/lib/call';
import { translateMessage } from '@/lib/translate-message';

/**
 * Downloads a paper's PDF. Fetched rather than linked, so a refusal (the PDF engine missing, too
 * many downloads) or a lost connection shows a message instead of the browser's failed-download
 * notice; pressing the button again tries again.
 */
export function PdfDownloadButton({
  paperId,
  scope,
  kind,
  label,
}: {
  paperId: string;
  /** The paper's board and class: a download refused for want of a plan offers its plans. */
  scope: PaperScope;
  kind: 'paper' | 'answers';
  label: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const limit = useLimitPrompt();
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await callForFile(RenderPaperPdf, {
        params: { id: paperId },
        query: { kind },
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? `${kind}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      if (limit.offer(error, scope)) return;
      toast({
        title: t('paper.downloadFailed'),
        description: translateMessage(t, (error as Error).message),
        variant: 'destructive',
        // A lost connection or a failing server may pass on a second try; a refusal will not.
        ...(worthRetrying(error)
          ? { action: { label: t('common.tryAgain'), onClick: () => void download() } }
          : {}),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={download} disabled={busy} aria-busy={busy}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? t('paper.preparingPdf') : label}
      </Button>
      {limit.prompt}
    </>
  );
}
