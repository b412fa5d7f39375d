import { expect, signUpViaApi, test, viewports, expectAccessible } from '../fixtures';
import { CHOICE_PAPER, SMALL_PAPER, attemptIdOf, createPaperViaApi } from './attempt-helpers';

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`attempt accessibility (${name})`, () => {
    test.use({ viewport });

    test('the attempt screen with choices and case studies, the submit dialog, and the result', async ({
      page,
    }) => {
      test.setTimeout(90_000); // axe reads every KaTeX formula's MathML: a long page to check
      await signUpViaApi(page);
      const paper = await createPaperViaApi(page, CHOICE_PAPER);
      await page.goto(`/attempt/${paper.id}`);
      await attemptIdOf(page);
      await expect(page.getByTestId('attempt-question').first()).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Whole paper' }).click();
      await expect(page.getByTestId('attempt-question')).toHaveCount(11);
      const choice = page.getByRole('group', { name: /has a choice: which one will you answer/ });
      // The short and long answers each offer a whole other question; the case study's choice is
      // inside it, in its 2-mark part (issue 14).
      await expect(choice).toHaveCount(2);
      await choice.first().getByRole('radio', { name: 'The other question (OR)' }).check();
      await page
        .getByRole('group', { name: 'Your answer to question 1' })
        .getByRole('radio')
        .first()
        .check();
      await page.getByLabel('Your answer to question 3').fill('A written answer.');
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByRole('dialog')).toContainText('9 questions are not answered yet.');
      await expectAccessible(page, '[role="dialog"]');
      await page.getByRole('button', { name: 'Submit now' }).click();
      await expect(page.getByTestId('result-score')).toBeVisible();
      await expect(page.getByLabel('Your marks for question 3 (out of 2)')).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test('an MCQ is answered and the sections are moved through by keyboard alone', async ({
  page,
}) => {
  await signUpViaApi(page);
  const paper = await createPaperViaApi(page, SMALL_PAPER);
  await page.goto(`/attempt/${paper.id}`);
  await attemptIdOf(page);
  const group = page.getByRole('group', { name: 'Your answer to question 1' });
  await expect(group).toBeVisible();
  const first = group.getByRole('radio').first();
  for (let i = 0; i < 30 && !(await first.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  const next = page.getByRole('button', { name: 'Next section' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Section B' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your answer to question 4')).toBeFocused();

  await page.getByRole('button', { name: 'Submit', exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Submit your answers?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
