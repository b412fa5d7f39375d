import { expect, signUpViaApi, test, viewports, expectAccessible } from '../fixtures';

// axe on a long paper takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the generate form and the paper with its answer key pass axe, by keyboard (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await page.goto('/generate');
    await page.getByLabel('Subject', { exact: true }).selectOption('mathematics');
    await expect(page.getByRole('checkbox', { name: /Real Numbers/ })).toBeVisible();
    await expectAccessible(page);
    // by keyboard alone: tick a chapter with Space, submit with Enter from a field
    await page.getByRole('checkbox', { name: /Real Numbers/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: /Triangles/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('spinbutton', { name: 'Number of Case study questions' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('paper-question').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your question paper' })).toBeFocused();
    await page.getByRole('button', { name: 'Show answer key' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide answer key' })).toBeVisible();
    await expectAccessible(page);
  });
}
