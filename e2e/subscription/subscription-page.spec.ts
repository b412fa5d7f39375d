import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectStored,
  signUpViaApi,
  test,
  viewports,
  toast,
} from '../fixtures';

/** From the subscription page to the sandbox's hosted checkout, yearly for CBSE class 10. */
async function openGatewayCheckout(page: Page) {
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.getByRole('button', { name: 'Pay ₹999 with Cashfree' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\//);
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`subscription page (${name})`, () => {
    test.use({ viewport });

    test('a guest sees the plans, and is asked to log in to subscribe', async ({ page }) => {
      await page.goto('/subscription');
      await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
      await expect(page.getByTestId('scope-notice')).toContainText(
        'A subscription is unique to a Country + Curriculum + Class combination.',
      );
      await expect(page.getByRole('radio', { name: /Yearly.*₹999/ })).toBeChecked();
      await expect(page.getByRole('heading', { name: 'Why subscribe?' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify Pending Payment' })).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(toast(page, 'Login Required')).toBeVisible();
      await expect(toast(page, 'Please login to subscribe to our plans.')).toBeVisible();
    });

    test('the picker clears what depends on a changed choice, and Subscribe asks for all three', async ({
      page,
    }) => {
      await signUpViaApi(page);
      await page.goto('/subscription');
      const country = page.getByLabel('Country', { exact: true });
      const curriculum = page.getByLabel('Curriculum', { exact: true });
      const classSelect = page.getByLabel('Class', { exact: true });
      await expect(classSelect).toHaveValue('10');
      await country.selectOption('');
      await expect(curriculum).toBeDisabled();
      await expect(classSelect).toBeDisabled();
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(
        page.getByText(
          'Please select Country, Curriculum, and Class before proceeding with payment.',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(toast(page, 'Missing Required Information')).toBeVisible();
      await country.selectOption('in');
      await expect(curriculum).toBeEnabled();
      await expect(curriculum).toHaveValue('');
      await expect(classSelect).toBeDisabled();
      await curriculum.selectOption('in-cbse');
      await classSelect.selectOption('9');
      // The plans are one radio group: the arrow keys move between them.
      await page.getByRole('radio', { name: /Yearly.*₹999/ }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('radio', { name: /Monthly.*₹149/ })).toBeChecked();
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      await expect(page.getByTestId('checkout-plan')).toHaveText('Monthly plan');
      await expect(
        page.getByText('India · Central Board of Secondary Education (CBSE) · Class 9'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay ₹149 with Cashfree' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Back to Subscription' }).click();
      // Back where the payer left off, with every choice kept.
      await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeFocused();
      await expect(classSelect).toHaveValue('9');
      await expect(page.getByRole('radio', { name: /Monthly.*₹149/ })).toBeChecked();
    });
  });
}

test('a failed payment comes back with the reason, and nothing is bought', async ({ page }) => {
  await signUpViaApi(page);
  await openGatewayCheckout(page);
  await page.getByRole('button', { name: 'Payment fails' }).click();
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(toast(page, 'Payment was not completed. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('subscription-type')).toHaveText('Free');
  await expect(page.getByRole('button', { name: 'Verify Pending Payment' })).toHaveCount(0);
});

test('a payment the bank confirms later: the page waits, then the plan starts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page);
  await openGatewayCheckout(page);
  await page.getByRole('button', { name: 'Bank keeps it pending, then success' }).click();
  await expect(page.getByTestId('payment-confirmation')).toContainText('Confirming your payment…');
  await expect(page.getByRole('button', { name: 'Verify Pending Payment' })).toBeVisible();
  await expect(toast(page, 'Payment Successful!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('active-plan')).toHaveCount(1);
});

test('a payer who closed the tab verifies the pending payment by hand', async ({ page }) => {
  await signUpViaApi(page);
  await openGatewayCheckout(page);
  await page.getByRole('button', { name: 'Pay, then close the tab (no return)' }).click();
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Verify Pending Payment' }).click();
  await expect(toast(page, 'Payment Successful!')).toBeVisible();
  await expect(page.getByTestId('active-plan')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Verify Pending Payment' })).toHaveCount(0);
});

test('a payment that cannot be verified on return is not lost: the pending order stays', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openGatewayCheckout(page);
  // The payer pays, but the connection drops as they come back.
  await page.route('**/api/cashfree/verify-payment', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.getByRole('button', { name: 'Pay with UPI (success)' }).click();
  await expect(toast(page, 'Payment Verification Failed')).toBeVisible();
  await expect(toast(page, 'Unable to verify payment. Please contact support.')).toBeVisible();
  await expect(page.getByTestId('payment-confirmation')).toContainText(
    'Your payment is not confirmed yet',
  );
  await expect(page.getByRole('button', { name: 'Verify Pending Payment' })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(toast(page, 'Payment Successful!')).toBeVisible();
  await expect(page.getByTestId('active-plan')).toHaveCount(1);
});

test('a return address naming an order the server does not know says verification failed', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/subscription?order_id=sub_unknownorder0000');
  await expect(toast(page, 'Verification Failed')).toBeVisible();
  await expect(toast(page, 'We could not find this payment order.')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('a pending order older than 30 seconds is verified by itself when the page opens', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openGatewayCheckout(page);
  await page.getByRole('button', { name: 'Pay, then close the tab (no return)' }).click();
  // The payer comes back a while later: the stored order is now older than 30 s.
  await page.goto('/');
  await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('pending-payment')!);
    record.timestamp -= 31_000;
    localStorage.setItem('pending-payment', JSON.stringify(record));
  });
  await page.goto('/subscription');
  // Only the automatic verification clears the record; the page then reloads.
  await expectStored(page, 'pending-payment', null);
  await expect(page.getByTestId('active-plan')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Verify Pending Payment' })).toHaveCount(0);
});

test('the payment result in the address is shown once, then cleared', async ({ page }) => {
  await page.goto('/subscription?payment=error');
  await expect(toast(page, 'Payment Error')).toBeVisible();
  await expect(
    toast(page, 'An unexpected error occurred during payment processing.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.reload();
  await expect(page.getByText('Payment Error', { exact: true })).toHaveCount(0);
});
