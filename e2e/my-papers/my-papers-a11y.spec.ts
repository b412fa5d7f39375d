import { expect, signUpViaApi, test, viewports, expectAccessible } from '../fixtures';
import { createPaperViaApi, submitMcqAttemptViaApi } from './helpers';

for (const [name, viewport] of Object.entries(viewports)) {
  test(`My Papers and the analytics dashboard pass axe, empty and full, dialogs by keyboard (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await page.goto('/generate?view=my-papers');
    await expect(
      page.getByRole('heading', { name: 'You have not generated a paper yet' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.goto('/generate?view=analytics-dashboard');
    await expect(
      page.getByRole('heading', { name: 'Your charts appear after your first attempt' }),
    ).toBeVisible();
    await expectAccessible(page);

    const paper = await createPaperViaApi(page, {
      subject: 'mathematics',
      chapters: ['real-numbers'],
      counts: { mcq: 5, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
      title: 'Keyboard test',
    });
    await submitMcqAttemptViaApi(page, paper, 3);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'By chapter' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/generate?view=my-papers');
    await expect(page.getByRole('heading', { level: 3, name: 'Keyboard test' })).toBeVisible();
    await expectAccessible(page);
    // the rename dialog by keyboard: Enter opens, focus in the title, Escape closes
    await page.getByRole('button', { name: 'Rename Keyboard test' }).focus();
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: 'Rename paper' });
    await expect(rename.getByLabel('Title')).toBeFocused();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(rename).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rename Keyboard test' })).toBeFocused();
    // the delete dialog: Space opens, focus on Cancel (the safe choice)
    await page.getByRole('button', { name: 'Delete Keyboard test' }).focus();
    await page.keyboard.press('Space');
    const confirm = page.getByRole('dialog', { name: 'Delete this paper?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
  });
}
