import type { Page } from '@playwright/test';

export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A cookie choice made before the page loads, so the banner is not pending (spec §3 key). */
export async function chooseCookies(page: Page, at: Date) {
  const choice = {
    necessary: true,
    analytics: false,
    marketing: false,
    timestamp: at.toISOString(),
  };
  await page.addInitScript((value) => {
    localStorage.setItem('cookie-consent-preferences', value);
  }, JSON.stringify(choice));
}

/**
 * Chromium may make a real install offer of its own at any moment; the stories make theirs
 * when they choose, so real (trusted) offers are stopped before the app sees them.
 */
export async function ignoreRealInstallOffers(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      true,
    );
  });
}

/** Makes the browser's install offer: a beforeinstallprompt whose prompt() is counted. */
export async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((choice) => {
    const record = window as unknown as { promptCalls: number };
    record.promptCalls = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        record.promptCalls += 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/** How often the page's install offer was used. */
export function promptCalls(page: Page) {
  return page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls);
}

/** A browser without the install event, as iOS Safari is. */
export async function withoutInstallEvent(page: Page) {
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).onbeforeinstallprompt;
    delete (Window.prototype as unknown as Record<string, unknown>).onbeforeinstallprompt;
  });
}

/** The page runs as the installed app: display-mode standalone matches. */
export async function runAsInstalledApp(page: Page) {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    const standalone = (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone') ? standalone(query) : original(query);
  });
}
