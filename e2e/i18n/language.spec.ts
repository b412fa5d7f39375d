import { readFileSync } from 'node:fs';
import { expect, test, viewports } from '../fixtures';

const hindiTitle: string = JSON.parse(readFileSync('web/src/i18n/locales/hi.json', 'utf8')).landing
  .heroTitle;

const fontRequests = (page: import('@playwright/test').Page) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  return fonts;
};

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`languages (${name})`, () => {
    test.use({ viewport });

    test('Hindi is chosen, shown, remembered across a reload, and sets <html lang>', async ({
      page,
    }) => {
      const fonts = fontRequests(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('hi');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect.poll(() => fonts.some((url) => url.includes('devanagari'))).toBe(true);
      expect(fonts.some((url) => /tamil|bengali|gurmukhi/.test(url))).toBe(false);
    });
  });
}

test('English loads no Indian-script font', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    fonts.filter((url) =>
      /devanagari|bengali|tamil|telugu|kannada|malayalam|gujarati|gurmukhi/.test(url),
    ),
  ).toEqual([]);
});

test('Tamil renders with its own font and a missing key falls back to English', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('preferredLanguage')) localStorage.setItem('preferredLanguage', 'ta');
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Practice papers with answer keys, in seconds',
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.includes('Noto Sans Tamil') && font.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  // The fallback: an unknown language code in storage leaves the page in English.
  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'xx'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Practice papers with answer keys, in seconds',
  );
});
