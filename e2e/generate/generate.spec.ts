import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, viewports } from '../fixtures';

/** Picks CBSE class 10 Mathematics with two chapters (India, CBSE and class 10 are the defaults). */
async function chooseMaths(page: Page) {
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('in');
  await expect(page.getByLabel('Curriculum', { exact: true })).toHaveValue('in-cbse');
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('10');
  await page.getByLabel('Subject', { exact: true }).selectOption('mathematics');
  await page.getByRole('checkbox', { name: /Real Numbers/ }).check();
  await page.getByRole('checkbox', { name: /Polynomials/ }).check();
  await expect(page.getByText('(2 chosen)')).toBeVisible();
}

async function setComposition(page: Page, counts: [number, number, number, number]) {
  const types = ['Multiple choice', 'Short answer', 'Long answer', 'Case study'];
  for (const [i, type] of types.entries())
    await page
      .getByRole('spinbutton', { name: `Number of ${type} questions` })
      .fill(String(counts[i]));
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`generate a paper (${name})`, () => {
    test.use({ viewport });

    test('CBSE class 10 Mathematics, two chapters: the paper with math, right totals and an answer key', async ({
      page,
    }) => {
      await signUpViaApi(page);
      await page.goto('/generate');
      await expect(page.getByRole('heading', { name: 'Generate a question paper' })).toBeVisible();
      await chooseMaths(page);
      await setComposition(page, [4, 2, 1, 1]);
      await page
        .getByRole('spinbutton', { name: 'Marks for each Short answer question' })
        .fill('3');
      // 4 x 1 + 2 x 3 + 1 x 5 + 1 x 8
      await expect(page.getByTestId('total-marks')).toHaveText('23 marks');
      await expect(page.getByTestId('total-questions')).toHaveText('8');
      await expect(page.getByRole('radio', { name: 'Mixed' })).toBeChecked();
      await page.getByRole('button', { name: 'Generate Paper' }).click();

      await expect(page).toHaveURL(/\/generate\?paper=[0-9a-f-]{36}$/);
      const paper = page.getByRole('article');
      await expect(
        paper.getByRole('heading', { name: 'Mathematics: Class 10 practice paper' }),
      ).toBeVisible();
      await expect(paper.getByTestId('paper-total-marks')).toHaveText('23');
      await expect(paper.getByText('Time allowed:')).toBeVisible();
      await expect(paper.getByTestId('paper-question')).toHaveCount(8);
      for (const section of ['Section A', 'Section B', 'Section C', 'Section D'])
        await expect(paper.getByRole('heading', { name: section })).toBeVisible();
      await expect(paper.getByText('3 marks each')).toBeVisible();
      // KaTeX typeset the math: rendered formulas with MathML for screen readers
      await expect(paper.locator('.katex').first()).toBeVisible();
      expect(await paper.locator('.katex-mathml math').count()).toBeGreaterThan(4);
      await expect(paper.getByText(/\$/)).toHaveCount(0);

      await expect(paper.getByText('Answer:')).toHaveCount(0);
      await paper.getByRole('button', { name: 'Show answer key' }).click();
      await expect(paper.getByRole('button', { name: 'Hide answer key' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await paper.getByText('Answer:').count()).toBeGreaterThanOrEqual(7);
      await paper.getByRole('button', { name: 'Hide answer key' }).click();
      await expect(paper.getByText('Answer:')).toHaveCount(0);

      // nothing is lost on a reload
      await page.reload();
      await expect(page.getByTestId('paper-question')).toHaveCount(8);

      // a new variant: the same choices, another paper
      const first = page.url();
      await page.getByRole('button', { name: 'New variant' }).click();
      await expect(page).not.toHaveURL(first);
      await expect(page.getByTestId('paper-question')).toHaveCount(8);
      await expect(page.getByTestId('paper-total-marks')).toHaveText('23');
    });
  });
}

test('a change of class clears the subject and chapters; what has no questions yet is coming soon', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/generate');
  await chooseMaths(page);
  await page.getByLabel('Class', { exact: true }).selectOption('9');
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /Real Numbers/ })).toHaveCount(0);
  // Boards, classes and subjects that cannot make a paper yet are shown, and cannot be chosen.
  const icse = page.getByRole('option', { name: /ICSE\) \(coming soon\)$/ });
  await expect(icse).toBeDisabled();
  await expect(page.getByRole('option', { name: 'Class 11 (coming soon)' })).toBeDisabled();
  await expect(
    page.getByRole('option', {
      name: 'Mathematics at Advanced Level (optional) (questions coming soon)',
    }),
  ).toBeDisabled();
});

test('a board pattern fills the paper with its sections, and a short bank says exactly what is missing', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/generate');
  await chooseMaths(page);
  await page.getByLabel('Paper pattern').selectOption('cbse-10-mathematics-standard');
  await expect(page.getByLabel('Duration')).toHaveValue('180');
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByRole('button', { name: 'Generate Paper' }).click();
  await expect(page.getByTestId('paper-total-marks')).toHaveText('80');
  await expect(page.getByTestId('paper-question')).toHaveCount(38);
  await expect(page.getByText('Assertion-reason questions, 1 mark each')).toBeVisible();

  await page.getByRole('button', { name: 'Change choices' }).click();
  await page.getByLabel('Paper pattern').selectOption('');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('checkbox', { name: /Real Numbers/ }).check();
  await setComposition(page, [0, 0, 40, 0]);
  await page.getByRole('radio', { name: 'Hard' }).check({ force: true });
  await page.getByRole('button', { name: 'Generate Paper' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'There are not enough questions for this paper.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    /Section A: 40 Long answer questions \(Hard\) needed, only \d+ available in Real Numbers\./,
  );
  await expect(page).toHaveURL(/\/generate$/);
});

test('the paper code brings back the same paper, and custom instructions are printed', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/generate');
  await chooseMaths(page);
  await setComposition(page, [3, 1, 0, 0]);
  await page.getByText('More options: instructions and paper code').click();
  await page.getByLabel('General instructions (optional)').fill('Write neatly.\nShow all working.');
  await page.getByRole('button', { name: 'Generate Paper' }).click();
  await expect(page.getByTestId('paper-question')).toHaveCount(4);
  await expect(page.getByRole('article').getByText('Show all working.')).toBeVisible();
  const code = await page.getByTestId('paper-code').innerText();
  // The questions as printed: the Swap buttons around them come and go with their options.
  const printed = async () =>
    (await page.getByTestId('paper-question').allInnerTexts()).map((text) =>
      text
        .replace(/^Swap$/gm, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  const questions = await printed();

  await page.getByRole('button', { name: 'Change choices' }).click();
  await page.getByLabel('Paper code (optional)').fill(code);
  await page.getByRole('button', { name: 'Generate Paper' }).click();
  await expect(page.getByTestId('paper-code')).toHaveText(code);
  expect(await printed()).toEqual(questions);
});
