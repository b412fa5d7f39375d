import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { translateMessage } from '@/lib/translate-message';
import { limitPromptText, type LimitPromptText } from './limit-prompt-text';
import { plansHref, type PaperScope } from './plans-href';

type Shown = LimitPromptText & { scope: PaperScope };

/** The prompt itself: the server's reason and the way to the plans for that paper's scope. */
export function LimitPrompt({ shown, onClose }: { shown: Shown | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown ? t(`subscription.limit.${shown.title}`) : ''}
    >
      {shown && (
        <div data-testid="limit-prompt">
          <p className="mt-2 flex gap-2 text-slate-700">
            <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-amber-500" aria-hidden />
            <span>{translateMessage(t, shown.message) || t('subscription.limit.fallback')}</span>
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {shown.plansHelp ? (
              <>
                <Button variant="secondary" onClick={onClose}>
                  {t('subscription.limit.notNow')}
                </Button>
                <Link
                  to={plansHref(shown.scope)}
                  onClick={onClose}
                  className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
                >
                  {t('subscription.limit.seePlans')}
                </Link>
              </>
            ) : (
              <Button onClick={onClose}>{t('subscription.limit.ok')}</Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}

/**
 * The one place of the rule "a refusal for want of a plan → a subscribe prompt" (spec §6):
 * `offer(error, scope)` opens the prompt and answers true when the error is such a refusal,
 * false otherwise (the caller then shows its own failure). Render `prompt` once.
 */
export function useLimitPrompt() {
  const [shown, setShown] = useState<Shown | null>(null);
  const offer = (error: unknown, scope: PaperScope): boolean => {
    const text = limitPromptText(error);
    if (!text) return false;
    setShown({ ...text, scope });
    return true;
  };
  return { offer, prompt: <LimitPrompt shown={shown} onClose={() => setShown(null)} /> };
}
