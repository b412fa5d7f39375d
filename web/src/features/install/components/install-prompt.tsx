import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useInstallPrompt, type InstallMode } from '../hooks/use-install-prompt';

const textKeys: Record<InstallMode, string> = {
  native: 'install.text',
  ios: 'install.stepsIos',
  'safari-mac': 'install.stepsSafariMac',
  other: 'install.stepsOther',
};

/**
 * The "Install Prashna" card (spec §2 overlays, §4). It appears without taking focus; on
 * phones it sits above the Feedback button, on wider screens at the bottom left, away from it.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const titleId = useId();
  const { visible, mode, install, dismiss } = useInstallPrompt();
  if (!visible || !mode) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };

  return (
    <aside
      id="install-prompt"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="keyboard-hidden fixed inset-x-3 bottom-20 z-40 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:bottom-5 sm:left-5 sm:w-full sm:max-w-sm"
    >
      <div className="flex items-start gap-3 pr-8">
        <img src="/favicon.svg" alt="" width={40} height={40} className="shrink-0" />
        <div>
          <h2 id={titleId} className="font-semibold text-slate-900">
            {t('install.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(textKeys[mode])}</p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={dismiss}>
          {t('install.notNow')}
        </Button>
        {mode === 'native' && (
          <Button size="sm" onClick={() => void install()}>
            {t('install.install')}
          </Button>
        )}
      </div>
      <button
        type="button"
        aria-label={t('install.close')}
        onClick={dismiss}
        className="absolute right-2 top-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </aside>
  );
}
