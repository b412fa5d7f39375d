import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { FREE_PAPERS } from '@common/plans';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/events';

/** Spec §2, §9: shown 800 ms after landing, once per browser session. */
export const CTA_POPUP_DELAY_MS = 800;
export const CTA_POPUP_SEEN_KEY = 'cta-popup-seen';

type CtaPopupProps = {
  signedIn: boolean;
  onTryFree: () => void;
  /** Dismissal navigates to / unless this is set (spec §2). */
  stayOnDismiss?: boolean;
  /** The login dialog is already open: the visitor needs no invitation. */
  loginOpen?: boolean;
};

function alreadySeen(): boolean {
  try {
    return sessionStorage.getItem(CTA_POPUP_SEEN_KEY) === 'true';
  } catch {
    return true; // storage blocked: never nag on every page load
  }
}

/** The "Practice Papers" popup for a logged-out visitor who has not seen it this session. */
export function CtaPopup({ signedIn, onTryFree, stayOnDismiss, loginOpen }: CtaPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (signedIn || alreadySeen()) return;
    if (loginOpen) {
      sessionStorage.setItem(CTA_POPUP_SEEN_KEY, 'true');
      return;
    }
    const timer = setTimeout(() => {
      sessionStorage.setItem(CTA_POPUP_SEEN_KEY, 'true');
      setOpen(true);
      track('cta_popup_shown');
    }, CTA_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, loginOpen]);

  // The visitor signed in some other way while it waited: it has nothing left to offer.
  const visible = open && !signedIn;

  const dismiss = () => {
    setOpen(false);
    if (!stayOnDismiss) navigate('/');
  };
  const tryFree = () => {
    setOpen(false);
    track('cta_click', { location: 'popup', action: 'try_free' });
    onTryFree();
  };

  return (
    <Dialog
      open={visible}
      onOpenChange={(next) => !next && dismiss()}
      title={t('ctaPopup.title')}
      description={t('ctaPopup.text', { free: FREE_PAPERS })}
    >
      <Sparkles className="mx-auto mt-4 h-10 w-10 text-amber-500" aria-hidden />
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        {(t('ctaPopup.points', { returnObjects: true }) as string[]).map((point) => (
          <li key={point}>✓ {point}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-2">
        <Button size="lg" onClick={tryFree}>
          {t('ctaPopup.tryFree')}
        </Button>
        <Button variant="ghost" onClick={dismiss}>
          {t('ctaPopup.maybeLater')}
        </Button>
      </div>
    </Dialog>
  );
}
