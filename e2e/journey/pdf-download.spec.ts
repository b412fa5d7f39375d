import { expect, signUpViaApi, test } from '../fixtures';
import { createPaperViaApi } from '../my-papers/helpers';

test("a refused PDF shows the server's reason instead of a failed download", async ({ page }) => {
  await signUpViaApi(page);
  const paper = await createPaperViaApi(page, {
    subject: 'mathematics',
    chapters: ['real-numbers'],
  });
  await page.route('**/api/papers/*/pdf*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'unavailable',
        message:
          'PDF download is not available right now: the PDF engine (Chromium) is not installed on the server.',
      }),
    }),
  );
  await page.goto(`/generate?paper=${paper.id}`);
  await page.getByRole('button', { name: 'Download paper (PDF)' }).click();
  await expect(page.getByText('The PDF could not be downloaded', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'PDF download is not available right now: the PDF engine (Chromium) is not installed on the server.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download paper (PDF)' })).toBeEnabled();
});
