import { expect, signUpViaApi, test, viewports } from '../fixtures';

// Issue 12: Generate with a missing choice takes the teacher to it, on a phone too, where the
// chapters are far above the button; the message goes as soon as the choice is made.
for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`the generate form's problems (${name})`, () => {
    test.use({ viewport });

    test('no chapter: Generate focuses the message, in view, and choosing one clears it', async ({
      page,
    }) => {
      await signUpViaApi(page);
      await page.goto('/generate');
      await page.getByLabel('Subject', { exact: true }).selectOption('mathematics');
      await expect(page.getByRole('checkbox', { name: /Real Numbers/ })).toBeVisible();
      await page.getByRole('button', { name: 'Generate Paper' }).click();
      const message = page.getByText('Choose at least one chapter.');
      await expect(message).toBeFocused();
      await expect(message).toBeInViewport();
      await page.getByRole('checkbox', { name: /Real Numbers/ }).check();
      await expect(message).toHaveCount(0);
      await expect(page).toHaveURL(/\/generate$/);
    });

    test('no subject: Generate focuses the subject and says why', async ({ page }) => {
      await signUpViaApi(page);
      await page.goto('/generate');
      await expect(page.getByLabel('Class', { exact: true })).toHaveValue('10');
      await page.getByRole('button', { name: 'Generate Paper' }).click();
      const subject = page.getByLabel('Subject', { exact: true });
      await expect(subject).toBeFocused();
      await expect(subject).toBeInViewport();
      await expect(page.getByText('Choose a subject to see its chapters.')).toBeVisible();
      await subject.selectOption('science');
      await expect(page.getByText('Choose a subject to see its chapters.')).toHaveCount(0);
    });
  });
}
