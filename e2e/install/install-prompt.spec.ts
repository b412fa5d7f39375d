import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, pauseClock, test } from '../fixtures';
import {
  IPHONE_USER_AGENT,
  chooseCookies,
  ignoreRealInstallOffers,
  offerInstall,
  promptCalls,
  runAsInstalledApp,
  withoutInstallEvent,
} from './install-helpers';

const START = new Date();
const HOUR = 60 * 60 * 1000;
const SEVEN_DAYS = 7 * 24 * HOUR;

/** Opens the landing page with the page's clock installed and paused, so no second is lost. */
async function openLanding(page: Page, { cookieChoice = true } = {}) {
  await ignoreRealInstallOffers(page);
  if (cookieChoice) await chooseCookies(page, START);
  await pauseClock(page, START);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function reloadAndOffer(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await offerInstall(page);
}

function card(page: Page) {
  return page.getByRole('complementary', { name: 'Install Prashna' });
}

function installStories() {
  test('the card appears 3 s after the browser offers installation, not before', async ({
    page,
  }) => {
    await openLanding(page);
    await offerInstall(page);
    await page.clock.runFor(2999);
    await expect(card(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByText('open it in one tap, like an app')).toBeVisible();

    await page.clock.resume(); // axe runs on timers of its own
    const results = await new AxeBuilder({ page }).include('#install-prompt').analyze();
    const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });

  test('Install opens the browser’s own dialog, by keyboard alone', async ({ page }) => {
    await openLanding(page);
    await offerInstall(page);
    await page.clock.runFor(3000);
    await expect(card(page)).toBeVisible();
    await expect(page.locator('#install-prompt :focus')).toHaveCount(0); // focus is not taken
    // The card is last on the page: back from the start reaches its close button, then Install.
    await page.keyboard.press('Shift+Tab');
    await expect(
      card(page).getByRole('button', { name: 'Close the install prompt' }),
    ).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(card(page).getByRole('button', { name: 'Install', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card(page)).toBeHidden();
    expect(await promptCalls(page)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('install-prompt-dismissed'))).toBeNull();
  });

  test('Not now hides the card for 7 days, across reloads', async ({ page }) => {
    await openLanding(page);
    await offerInstall(page);
    await page.clock.runFor(3000);
    await card(page).getByRole('button', { name: 'Not now' }).click();
    await expect(card(page)).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('install-prompt-dismissed'));
    expect(new Date(stored!).getTime()).toBeGreaterThan(START.getTime());

    // An hour short of 7 days: still hidden after a reload and a fresh offer.
    await page.clock.fastForward(SEVEN_DAYS - HOUR);
    await reloadAndOffer(page);
    await page.clock.runFor(10_000);
    await expect(card(page)).toBeHidden();

    await page.clock.fastForward(HOUR);
    await reloadAndOffer(page);
    await page.clock.runFor(3000);
    await expect(card(page)).toBeVisible();
  });

  test('Escape dismisses the card while focus is in it', async ({ page }) => {
    await openLanding(page);
    await offerInstall(page);
    await page.clock.runFor(3000);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(card(page)).toBeHidden();
    expect(
      await page.evaluate(() => localStorage.getItem('install-prompt-dismissed')),
    ).not.toBeNull();
  });

  test.describe('before any cookie choice', () => {
    test.use({ quietOverlays: false });
    test('the card waits for the cookie choice, then its 3 s', async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('cta-popup-seen', 'true'));
      await openLanding(page, { cookieChoice: false });
      await offerInstall(page);
      await page.clock.runFor(10_000);
      await expect(card(page)).toBeHidden();
      // The choice, made in another tab of the same site, reaches this one as a storage event.
      await page.evaluate((timestamp) => {
        const value = JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          timestamp,
        });
        localStorage.setItem('cookie-consent-preferences', value);
        window.dispatchEvent(new StorageEvent('storage', { key: 'cookie-consent-preferences' }));
      }, START.toISOString());
      await page.clock.runFor(2999);
      await expect(card(page)).toBeHidden();
      await page.clock.runFor(1);
      await expect(card(page)).toBeVisible();
    });
  });

  test('the installed app never shows the card', async ({ page }) => {
    await runAsInstalledApp(page);
    await openLanding(page);
    await offerInstall(page);
    await page.clock.runFor(10_000);
    await expect(card(page)).toBeHidden();
  });

  test('after appinstalled the card goes and stays away', async ({ page }) => {
    await openLanding(page);
    await offerInstall(page);
    await page.clock.runFor(3000);
    await expect(card(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(card(page)).toBeHidden();
    await offerInstall(page);
    await page.clock.runFor(10_000);
    await expect(card(page)).toBeHidden();
  });

  test.describe('on iOS Safari, which has no install event', () => {
    test.use({ userAgent: IPHONE_USER_AGENT });

    test('the card explains Add to Home Screen after 5 s', async ({ page }) => {
      await withoutInstallEvent(page);
      await openLanding(page);
      expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
      await page.clock.runFor(4999);
      await expect(card(page)).toBeHidden();
      await page.clock.runFor(1);
      await expect(
        card(page).getByText('Tap the Share button, then Add to Home Screen.'),
      ).toBeVisible();
      await expect(card(page).getByRole('button', { name: 'Install', exact: true })).toHaveCount(0);
      await card(page).getByRole('button', { name: 'Close the install prompt' }).click();
      await expect(card(page)).toBeHidden();
    });
  });
}

test.describe('install prompt at desktop width', () => {
  installStories();
});

test.describe('install prompt at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  installStories();

  test('the card leaves the Feedback button uncovered', async ({ page }) => {
    await openLanding(page);
    await offerInstall(page);
    await page.clock.runFor(3000);
    const cardBox = (await card(page).boundingBox())!;
    const feedbackBox = (await page.getByRole('link', { name: 'Feedback' }).boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(feedbackBox.y);
    expect(cardBox.width).toBeGreaterThan(330);
  });
});
