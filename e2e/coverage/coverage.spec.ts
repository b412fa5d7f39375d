import type { BankCoverage } from '@common/schemas/coverage';
import { expect, expectAccessible, test, viewports } from '../fixtures';

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`the coverage page (${name})`, () => {
    test.use({ viewport });

    test('shows what the bank holds, chapter by chapter, as the API counts it', async ({
      page,
    }) => {
      const coverage = (await (await page.request.get('/api/coverage')).json()) as BankCoverage;
      const maths = coverage.subjects.find((s) => s.class === 10 && s.subject === 'mathematics')!;
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Question bank' }).click();
      await expect(page).toHaveURL('/coverage');
      await expect(
        page.getByRole('heading', { level: 1, name: 'What our question bank holds' }),
      ).toBeVisible();

      const section = page
        .getByRole('region', { name: /\(CBSE\) · Class 10 · Mathematics$/ })
        .first();
      await expect(section).toBeVisible();
      const first = maths.chapters[0]!;
      const row = section.getByRole('row', { name: new RegExp(`^1\\. ${first.name}`) });
      await expect(row.getByRole('cell').first()).toHaveText(String(first.counts.questions));
      await expect(
        section
          .getByRole('row', { name: /^Total/ })
          .getByRole('cell')
          .first(),
      ).toHaveText(maths.totals.questions.toLocaleString('en-IN'));
      // A wide table scrolls inside its own box; the page itself never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  });
}

test('the coverage page in Hindi names boards, subjects and chapters in Hindi', async ({
  page,
}) => {
  await page.goto('/coverage');
  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'hi'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे प्रश्न बैंक में क्या है' })).toBeVisible();
  await expect(page.getByRole('region', { name: /कक्षा 10 · गणित/ }).first()).toBeVisible();
});
