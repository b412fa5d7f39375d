import { useEffect, useState } from 'react';
import { useConsent } from '@/features/consent';
import { track } from '@/lib/events';
import { INSTALL_PROMPT_DELAY_MS, MANUAL_INSTALL_PROMPT_DELAY_MS } from '../constants';
import { forgetOffer, useInstallEvents } from '../install-events';
import {
  isRunningInstalled,
  isSuppressed,
  manualInstallSteps,
  readDismissedAt,
  saveDismissedAt,
  type ManualSteps,
} from '../install-rules';

/** 'native': the browser's own install dialog is available; otherwise which steps to show. */
export type InstallMode = 'native' | ManualSteps;

/**
 * When to show the install card and what it does (spec §4): 3 s after the browser's offer,
 * 5 s with manual steps where there is no offer, never while the cookie banner waits for a
 * choice, never in the installed app, and not for 7 days after a dismissal.
 */
export function useInstallPrompt() {
  const { offer, installed } = useInstallEvents();
  const consentGiven = useConsent() !== null;
  const [visible, setVisible] = useState(false);
  const [closed, setClosed] = useState(false);
  // Browsers that know the event will fire it if and when the app is installable; until then
  // there is nothing to offer. The others get manual steps.
  const [manual] = useState<ManualSteps | null>(() =>
    'onbeforeinstallprompt' in window
      ? null
      : manualInstallSteps(navigator.userAgent, navigator.maxTouchPoints),
  );
  const mode: InstallMode | null = offer ? 'native' : manual;

  useEffect(() => {
    if (visible || closed || installed || !consentGiven || !mode || isRunningInstalled()) return;
    const delay = mode === 'native' ? INSTALL_PROMPT_DELAY_MS : MANUAL_INSTALL_PROMPT_DELAY_MS;
    const timer = setTimeout(() => {
      if (isSuppressed(readDismissedAt(), new Date())) return;
      setVisible(true);
      track('install_prompt_shown', { mode });
    }, delay);
    return () => clearTimeout(timer);
  }, [visible, closed, installed, consentGiven, mode]);

  function dismiss() {
    saveDismissedAt(new Date());
    setClosed(true);
    track('install_prompt_dismissed', { mode: mode ?? 'native' });
  }

  async function install() {
    if (!offer) return;
    forgetOffer();
    setClosed(true);
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      if (outcome === 'accepted') {
        track('install_prompt_accepted');
      } else {
        // Saying no in the browser's dialog is a dismissal too.
        saveDismissedAt(new Date());
        track('install_prompt_dismissed', { mode: 'native', via: 'browser' });
      }
    } catch (error) {
      console.warn('Install prompt', error);
    }
  }

  return { visible: visible && !closed && !installed, mode, install, dismiss };
}
