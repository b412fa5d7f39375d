import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cookie } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { saveConsent } from '@/lib/consent';
import { useConsent } from '../hooks/use-consent';
import { CookieSettingsDialog } from './cookie-settings-dialog';

/**
 * The cookie banner (spec §4): shown while no choice is stored or the stored one is older than
 * 6 months. Accept All, Necessary Only, or a custom choice in the settings dialog.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (consent) return null;
  return (
    <>
      <section
        aria-labelledby="cookie-banner-title"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-[0_-8px_24px_rgba(15,23,42,0.12)]"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 desk:flex-row desk:items-center desk:gap-6">
          <div className="flex gap-3">
            <Cookie
              className="mt-0.5 hidden h-6 w-6 shrink-0 text-brand-700 sm:block"
              aria-hidden
            />
            <div>
              <h2 id="cookie-banner-title" className="font-semibold text-slate-900">
                {t('consent.bannerTitle')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('consent.bannerText')}</p>
            </div>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
            <Button
              variant="ghost"
              className="col-span-2 sm:order-first"
              onClick={() => setSettingsOpen(true)}
            >
              {t('consent.customize')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => saveConsent({ analytics: false, marketing: false })}
            >
              {t('consent.necessaryOnly')}
            </Button>
            <Button onClick={() => saveConsent({ analytics: true, marketing: true })}>
              {t('consent.acceptAll')}
            </Button>
          </div>
        </div>
      </section>
      <CookieSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </>
  );
}
