import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, viewports } from '../fixtures';

const english = JSON.parse(readFileSync('web/src/i18n/locales/en.json', 'utf8'));
const hindi = JSON.parse(readFileSync('web/src/i18n/locales/hi.json', 'utf8'));

/** CBSE class 10 Mathematics, all its chapters, in the interface language of `words`. */
async function chooseMaths(page: Page, words: { generate: { selectAll: string } }) {
  await page
    .locator('select')
    .filter({ has: page.locator('option[value="mathematics"]') })
    .selectOption('mathematics');
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await page.getByRole('button', { name: words.generate.selectAll }).click();
}

// Issue 12: a lost connection or a failing server is said in words, in the reader's language,
// with a way to try again; never "Failed to fetch".
for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`a network failure (${name})`, () => {
    test.use({ viewport });

    test('Generate without a connection says so, and Try again makes the paper', async ({
      page,
    }) => {
      await signUpViaApi(page);
      await page.goto('/generate');
      await chooseMaths(page, english);
      await page.route('**/api/papers', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Generate Paper' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'We could not reach Prashna.' });
      await expect(alert).toContainText('Check your internet connection and try again.');
      await expect(page.getByText('Failed to fetch')).toHaveCount(0);
      await page.unrouteAll();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('paper-question').first()).toBeVisible();
    });
  });
}

test('a server that fails says so in Hindi to a Hindi reader', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'hi'));
  await signUpViaApi(page);
  await page.goto('/generate');
  await chooseMaths(page, hindi);
  await page.route('**/api/papers', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
  );
  await page.getByRole('button', { name: hindi.generate.generate }).click();
  const alert = page.getByRole('alert').filter({ hasText: hindi.messages.serverUnavailable });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: hindi.common.tryAgain })).toBeVisible();
  await expect(page.getByText('502')).toHaveCount(0);
});
