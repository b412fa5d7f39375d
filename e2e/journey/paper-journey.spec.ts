import { downloadPdfText, expect, newAccount, signUpViaApi, test } from '../fixtures';
import { chooseSmallMathsPaper } from '../generate/helpers';

// Issue 5, the whole way: generate, find it in My Papers, download both PDFs, attempt it, reload
// mid-attempt without losing answers, submit, see the result, and see it counted on the dashboard.
test('a paper from the generator to the printer, an online attempt and the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Kavya Menon');
  await signUpViaApi(page, account);
  await page.goto('/generate');
  await chooseSmallMathsPaper(page);
  await page.getByLabel('Title (optional)').fill('Real Numbers quick test');
  await page.getByRole('button', { name: 'Generate Paper' }).click();
  await expect(page.getByTestId('paper-question')).toHaveCount(4);
  const paperId = new URL(page.url()).searchParams.get('paper')!;

  const paperPdf = await downloadPdfText(page, 'Download paper (PDF)');
  expect(paperPdf.name).toMatch(/\.pdf$/);
  expect(paperPdf.text).toContain('Real Numbers quick test');
  expect(paperPdf.text).toContain(paperId.slice(0, 8).toUpperCase());
  expect(paperPdf.text).not.toContain(account.email);
  const answersPdf = await downloadPdfText(page, 'Download answer key (PDF)');
  expect(answersPdf.text).toContain(paperId.slice(0, 8).toUpperCase());
  expect(answersPdf.text).toMatch(/Answer/);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Papers' })
    .click();
  const item = page
    .getByRole('list', { name: 'Your papers' })
    .getByRole('listitem', { name: 'Real Numbers quick test' });
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: 'Attempt online Real Numbers quick test' }).click();

  await expect(page).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/);
  const question1 = page.getByRole('group', { name: 'Your answer to question 1' });
  await question1.getByRole('radio').first().check();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.reload();
  await expect(question1.getByRole('radio').first()).toBeChecked();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit now' })
    .click();
  await expect(page.getByTestId('result-score')).toHaveText(/^\d+(\.5)? \/ 5$/);

  await page.goto('/generate?view=analytics-dashboard');
  await expect(page.getByTestId('papers-generated')).toHaveText('1');
  await expect(page.getByTestId('attempts')).toHaveText('1');
  await expect(page.getByTestId('average-score')).toHaveText(/%$/);
});
