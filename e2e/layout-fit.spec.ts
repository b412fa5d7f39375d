import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Languages } from '../web/src/i18n/languages';
import { expect, signUpViaApi, test, viewports } from './fixtures';

/** Elements a person can act on that sit under the floating Feedback button. */
async function actionsUnderFeedback(page: Page) {
  return page.evaluate(() => {
    const button = document
      .querySelector('a[href="/contact?type=feedback"]')!
      .getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea')]
      .filter((element) => !element.closest('a[href="/contact?type=feedback"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const visible =
          box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        return (
          visible &&
          box.left < button.right &&
          box.right > button.left &&
          box.top < button.bottom &&
          box.bottom > button.top
        );
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label'));
  });
}

// Issue 12: nothing a phone reader needs is hidden or cut off.
test.describe('at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('the floating Feedback button covers no action at the end of a page', async ({ page }) => {
    await signUpViaApi(page);
    for (const path of ['/', '/generate', '/subscription', '/contact?type=query', '/privacy']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      if (path.startsWith('/contact')) continue; // it is not shown on the page it leads to
      await expect(page.getByRole('link', { name: 'Feedback' })).toBeVisible();
      await expect.poll(() => actionsUnderFeedback(page), { message: path }).toEqual([]);
    }
  });

  test('no page is wider than the phone, in any language', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpViaApi(page);
    await page.goto('/');
    for (const { code } of Languages) {
      await page.evaluate((language) => localStorage.setItem('preferredLanguage', language), code);
      for (const path of ['/', '/generate', '/subscription', '/privacy', '/signup', '/contact']) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
            message: `${code} ${path}`,
          })
          .toBeLessThanOrEqual(375);
      }
    }
  });

  test('the dashboard tabs show whole in every language', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/');
    for (const { code } of Languages) {
      const words = JSON.parse(readFileSync(`web/src/i18n/locales/${code}.json`, 'utf8'));
      await page.evaluate((language) => localStorage.setItem('preferredLanguage', language), code);
      await page.goto('/generate?view=my-papers');
      const tabs = page.getByRole('navigation', { name: words.dashboard.label }).getByRole('link');
      await expect(tabs).toHaveCount(3);
      for (const tab of await tabs.all()) {
        const cut = await tab.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return (
            element.scrollWidth > element.clientWidth + 1 || box.left < 0 || box.right > innerWidth
          );
        });
        expect(cut, `${code}: ${await tab.innerText()}`).toBe(false);
      }
    }
  });
});

test('only the view shown is current in the navigation', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/generate?view=analytics-dashboard');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByRole('link', { name: 'Generate Paper' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/generate');
  await expect(main.getByRole('link', { name: 'Generate Paper' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});
