import { downloadPdfText, expect, newAccount, signUpViaApi, test, viewports } from '../fixtures';
import { chooseSmallMathsPaper } from './helpers';

// Issue 12: a paper a teacher can hand to a class: her school and exam at the top, boxes for the
// student, a quiet trace code, and no teacher's e-mail address on the pages.
for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`a print-ready paper (${name})`, () => {
    test.use({ viewport });

    test('school and exam names print at the top, with the student boxes and no e-mail address', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const account = newAccount('Lakshmi Pillai');
      await signUpViaApi(page, account);
      await page.goto('/generate');
      await chooseSmallMathsPaper(page);
      await page.getByLabel('School name (optional)').fill('Green Valley Public School, Mysuru');
      await page.getByLabel('Exam name (optional)').fill('Unit test 2');
      await page.getByLabel('Title (optional)').fill('Real numbers');
      await page.getByRole('button', { name: 'Generate Paper' }).click();
      const paper = page.getByRole('article');
      await expect(paper.getByTestId('paper-school')).toHaveText(
        'Green Valley Public School, Mysuru',
      );
      await expect(paper.getByTestId('paper-exam')).toHaveText('Unit test 2');

      const { text } = await downloadPdfText(page, 'Download paper (PDF)');
      expect(text).toContain('Green Valley Public School, Mysuru');
      expect(text).toContain('Unit test 2');
      expect(text).toMatch(/Name:\s+Roll no\.:\s+Section:/);
      expect(text).not.toContain(account.email);
      expect(text).not.toContain('Lakshmi');
      expect(text).toMatch(/Prashna · [0-9A-F]{8}-[0-9A-F]{4} ·/);

      // A variant has a title of its own.
      await page.getByRole('button', { name: 'New variant' }).click();
      await expect(paper.getByRole('heading', { name: 'Real numbers (variant 2)' })).toBeVisible();

      // The next paper starts from the board's defaults, with the school and exam kept.
      await page.getByRole('button', { name: 'Change choices' }).click();
      await expect(page.getByLabel('Title (optional)')).toHaveValue('');
      await expect(page.getByLabel('School name (optional)')).toHaveValue(
        'Green Valley Public School, Mysuru',
      );
      await page.reload();
      await expect(page.getByLabel('Exam name (optional)')).toHaveValue('Unit test 2');
      await expect(page.getByLabel('Duration')).toHaveValue('90');
    });
  });
}
