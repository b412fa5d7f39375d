import type { Page } from '@playwright/test';
import { expect, signUpViaForm, test } from '../fixtures';
import { createPaperViaApi } from '../my-papers/helpers';
import { chooseSmallMathsPaper } from '../generate/helpers';

async function generateFromForm(page: Page) {
  await page.getByRole('button', { name: 'Generate Paper' }).click();
}

async function downloadPaperPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download paper (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
}

// Issue 6, the whole way on the local sandbox gateway: the 3 free papers, the limit prompt, a
// yearly plan for CBSE class 10 paid in the same window, more papers in that scope, and the PDF
// download limit.
test('free papers, the limit, a yearly plan paid on the sandbox, more papers, the PDF limit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpViaForm(page);
  for (let i = 0; i < 2; i++)
    await createPaperViaApi(page, { subject: 'mathematics', chapters: ['real-numbers'] });

  // The third free paper, from the form.
  await page.goto('/generate');
  await chooseSmallMathsPaper(page);
  await generateFromForm(page);
  await expect(page.getByTestId('paper-question')).toHaveCount(4);

  // The fourth: the server refuses, the page says why and offers the plans for this class.
  await page.getByRole('button', { name: 'Change choices' }).click();
  await generateFromForm(page);
  const prompt = page.getByRole('dialog', { name: 'Subscribe to continue' });
  await expect(
    prompt.getByText(
      'You have used your 3 free papers. Subscribe to keep generating papers for this class.',
    ),
  ).toBeVisible();
  await prompt.getByRole('link', { name: 'See plans' }).click();

  await expect(page).toHaveURL(/\/subscription\?country=in&curriculum=in-cbse&class=10/);
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('10');
  await expect(page.getByRole('radio', { name: /Yearly.*₹999/ })).toBeChecked();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹999 with Cashfree' }).click();

  // The sandbox gateway's hosted page, in the same window.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\//);
  await expect(page.getByText('₹999.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with UPI (success)' }).click();

  await expect(page).toHaveURL(/\/subscription\?payment=success&gateway=cashfree/);
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('active-plan')).toHaveCount(1);
  await expect(page.getByTestId('active-plan')).toContainText('CBSE');
  await expect(page.getByRole('button', { name: 'Verify Pending Payment' })).toHaveCount(0);

  // More papers in the plan's scope, each with its PDF, until the month's two downloads are used.
  for (let i = 0; i < 3; i++) {
    await page.goto('/generate');
    await generateFromForm(page);
    await expect(page.getByTestId('paper-question')).toHaveCount(4);
    if (i < 2) await downloadPaperPdf(page);
  }
  await page.getByRole('button', { name: 'Download paper (PDF)' }).click();
  const pdfPrompt = page.getByRole('dialog', { name: 'Monthly limit reached' });
  await expect(
    pdfPrompt.getByText(
      'You have downloaded 2 papers in this subject this month, the most a plan allows.',
      { exact: false },
    ),
  ).toBeVisible();
  // No plan has more downloads, so this prompt does not offer one.
  await expect(pdfPrompt.getByRole('link', { name: 'See plans' })).toHaveCount(0);
  await pdfPrompt.getByRole('button', { name: 'OK' }).click();
  await expect(pdfPrompt).toHaveCount(0);
});
