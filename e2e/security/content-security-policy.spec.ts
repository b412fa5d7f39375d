import { test as plain } from '@playwright/test';
import { expect, signUpViaApi, test, watchCspViolations } from '../fixtures';
import { chooseSmallMathsPaper } from '../generate/helpers';

// The fixture fails any story whose page breaks the Content-Security-Policy; these stories walk
// the pages with the most to lose under it: the landing page, and a paper typeset by KaTeX
// (inline styles, its fonts, one of them inlined by the build as data:).

test('the landing page loads under its Content-Security-Policy without a violation', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('coverage')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
});

test('a generated paper, typeset by KaTeX, shows without a violation', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/generate');
  await chooseSmallMathsPaper(page);
  await page.getByRole('button', { name: 'Generate Paper' }).click();
  const paper = page.getByRole('article');
  await expect(paper.locator('.katex').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
  );
  expect(loaded.some((family) => family.startsWith('KaTeX'))).toBe(true);
});

plain(
  'the watch sees what the policy blocks (so a quiet run means something)',
  async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toMatch(/script-src/);
  },
);
