import { expect, signUpViaApi, test, toast, viewports } from '../fixtures';

// Issue 12: the teacher's most asked-for edit. Swap replaces one question with another of the
// same type, marks, chapter and difficulty; the answer key follows.
for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`swap a question (${name})`, () => {
    test.use({ viewport });

    test('a swapped question is replaced in place, with its own answer', async ({ page }) => {
      await signUpViaApi(page);
      await page.goto('/generate');
      await page.getByLabel('Subject', { exact: true }).selectOption('mathematics');
      await page.getByRole('button', { name: 'Select all' }).click();
      await page.getByRole('button', { name: 'Generate Paper' }).click();
      const paper = page.getByRole('article');
      await expect(paper.getByTestId('paper-question').first()).toBeVisible();
      await expect(paper.getByText(/Swap gives a question another of the same type/)).toBeVisible();

      const swap = paper.getByRole('button', { name: /^Swap question \d+$/ }).first();
      const label = (await swap.getAttribute('aria-label'))!;
      const number = Number(label.replace('Swap question ', ''));
      const question = paper.getByTestId('paper-question').nth(number - 1);
      // The question as printed (the Swap button beside it comes and goes with its options).
      const text = question.getByTestId('question-text').first();
      const before = await text.innerText();

      await swap.click();
      await expect(toast(page, `Question ${number} swapped`)).toBeVisible();
      await expect(text).not.toHaveText(before, { useInnerText: true });
      const after = await text.innerText();
      // The answer key shows the new question's answer.
      await paper.getByRole('button', { name: 'Show answer key' }).click();
      await expect(question.getByText('Answer:')).toBeVisible();
      // It stays swapped after a reload.
      await page.reload();
      await expect(
        paper
          .getByTestId('paper-question')
          .nth(number - 1)
          .getByTestId('question-text')
          .first(),
      ).toHaveText(after, { useInnerText: true });
    });
  });
}
