import { E2E_PORT } from '../server';
import {
  expect,
  signUpViaApi,
  signUpViaForm,
  subscribeViaApi,
  test,
  toast,
  viewports,
} from '../fixtures';
import { createPaperViaApi } from '../my-papers/helpers';

// Issue 12: a class without questions is never sold; a subscriber sees what the plan has left.
for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`plans and their scope (${name})`, () => {
    test.use({ viewport });

    test('a class without questions is marked coming soon and cannot be chosen', async ({
      page,
    }) => {
      await signUpViaApi(page);
      await page.goto('/subscription?country=in&curriculum=in-cbse&class=11');
      const classes = page.getByLabel('Class', { exact: true });
      await expect(classes).toHaveValue('');
      await expect(page.getByRole('option', { name: 'Class 11 (coming soon)' })).toBeDisabled();
      await expect(page.getByRole('option', { name: 'Class 10', exact: true })).toBeEnabled();
      await expect(
        page.getByLabel('Curriculum', { exact: true }).getByRole('option', {
          name: /\(ICSE\) \(coming soon\)$/,
        }),
      ).toBeDisabled();
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(
        page.getByText(
          'Please select Country, Curriculum, and Class before proceeding with payment.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
    });

    test('a monthly subscriber sees this month’s papers and downloads left, not free papers', async ({
      page,
    }) => {
      await signUpViaApi(page);
      await subscribeViaApi(page, { planType: 'monthly' });
      await createPaperViaApi(page, { subject: 'mathematics', chapters: ['real-numbers'] });
      await page.goto('/subscription');
      const left = page.getByTestId('plan-allowances');
      await expect(left.getByRole('heading', { name: 'Left this month' })).toBeVisible();
      const maths = left.getByRole('listitem').filter({ hasText: 'Mathematics' });
      await expect(maths).toContainText('0 of 1 papers left');
      await expect(maths).toContainText('2 of 2 PDF downloads left');
      await expect(left.getByRole('listitem').filter({ hasText: 'Science' })).toContainText(
        '1 of 1 papers left',
      );
      await expect(page.getByTestId('free-papers-left')).toHaveCount(0);
    });
  });
}

test('the payer comes back to the address they paid from (localhost or 127.0.0.1 alike)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The app calls itself 127.0.0.1 (APP_ORIGIN); this payer opened it as localhost.
  const origin = `http://localhost:${E2E_PORT}`;
  await signUpViaForm(page, undefined, origin);
  await expect(page).toHaveURL(new RegExp(`^${origin}/`));
  await page.goto(`${origin}/subscription`);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.getByRole('button', { name: 'Pay ₹999 with Cashfree' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\//);
  await page.getByRole('button', { name: 'Pay with UPI (success)' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/subscription`));
  await expect(toast(page, 'Payment Successful!')).toBeVisible();
  await expect(page.getByTestId('active-plan')).toHaveCount(1);
});
