import type { Page } from '@playwright/test';
import { expect, logOutViaApi, signUpViaApi, subscribeViaApi, test, toast } from '../fixtures';

// The ways a payer can wander off the straight path, each ending with nothing lost or misread.

const pendingOrderId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pending-payment') ?? 'null')?.orderId);

async function toCheckout(page: Page, query = '') {
  await page.goto(`/subscription${query}`);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

test('"Choose Monthly" on the landing page opens the monthly plan', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page.getByRole('radio', { name: /Monthly.*₹149/ })).toBeChecked();
});

test('the checkout is a step of its own: a reload keeps it, browser Back keeps the choices', async ({
  page,
}) => {
  await signUpViaApi(page);
  await toCheckout(page, '?country=in&curriculum=in-cbse&class=9&plan=monthly');
  await page.reload();
  await expect(page.getByTestId('checkout-plan')).toHaveText('Monthly plan');
  await expect(
    page.getByText('India · Central Board of Secondary Education (CBSE) · Class 9'),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('9');
  await expect(page.getByRole('radio', { name: /Monthly.*₹149/ })).toBeChecked();
});

test('a link naming a class the board does not have leaves it unchosen, and Subscribe asks for it', async ({
  page,
}) => {
  await signUpViaApi(page);
  // Even an address that asks for the checkout straight away.
  await page.goto('/subscription?country=in&curriculum=in-cbse&class=0&step=checkout');
  const classSelect = page.getByLabel('Class', { exact: true });
  await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
  await expect(classSelect).toHaveValue('');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(toast(page, 'Missing Required Information')).toBeVisible();
  await expect(classSelect).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
});

test('Back while the order is being made does not carry the payer off to pay', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/cashfree/create-order', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await toCheckout(page);
  await page.getByRole('button', { name: 'Pay ₹999 with Cashfree' }).click();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(page).toHaveURL(/\/subscription/);
  expect(await pendingOrderId(page)).toBeUndefined();
});

test('a payer back from the provider without a session logs in, stays, and the payment is confirmed', async ({
  page,
}) => {
  const account = await signUpViaApi(page);
  await toCheckout(page);
  await page.getByRole('button', { name: 'Pay ₹999 with Cashfree' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\//);
  // The session is gone by the time the payer comes back (another browser, or it expired).
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Pay with UPI (success)' }).click();
  const notice = page.getByTestId('payment-confirmation');
  await expect(notice).toContainText('Log in to confirm your payment');
  await expect(page).toHaveURL(/order_id=/);
  await notice.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email or Phone Number').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Payment Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription/);
  await expect(page.getByTestId('active-plan')).toHaveCount(1);
});

test('a pending order left by someone who used this browser before is not offered to the next user', async ({
  page,
}) => {
  await signUpViaApi(page);
  await toCheckout(page);
  await page.getByRole('button', { name: 'Pay ₹999 with Cashfree' }).click();
  await page.getByRole('button', { name: 'Pay, then close the tab (no return)' }).click();
  await logOutViaApi(page);
  await signUpViaApi(page);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Pending Payment' })).toHaveCount(0);
});

test('while the bank has not answered, the pending order and its button stay', async ({ page }) => {
  await signUpViaApi(page);
  const csrf = async () =>
    (await (await page.request.get('/api/csrf-token')).json()).csrfToken as string;
  const created = await page.request.post('/api/cashfree/create-order', {
    headers: { 'x-csrf-token': await csrf() },
    data: { planType: 'yearly', country: 'in', curriculum: 'in-cbse', class: 10 },
  });
  const { orderId, sdkUrl } = await created.json();
  // The bank holds the payment for ten minutes.
  await page.request.post(`${new URL(sdkUrl).origin}/__sandbox/orders/${orderId}/pay`, {
    data: { scenario: 'pending_then_success', delayMs: 600_000 },
  });
  await page.goto('/');
  await page.evaluate((id) => {
    const record = { orderId: id, userId: '', planType: 'yearly', country: 'in' };
    const old = { ...record, curriculum: 'in-cbse', userClass: 10, timestamp: Date.now() - 60_000 };
    localStorage.setItem('pending-payment', JSON.stringify(old));
  }, orderId);
  // The automatic check runs on opening the page, hears "pending", and keeps the order.
  const autoCheck = page.waitForResponse('**/api/cashfree/manual-verify');
  await page.goto('/subscription');
  expect((await (await autoCheck).json()).state).toBe('pending');
  const verify = page.getByRole('button', { name: 'Verify Pending Payment' });
  await expect(verify).toBeVisible();
  await page.waitForTimeout(500);
  expect(await pendingOrderId(page)).toBe(orderId);
  await verify.click();
  await expect(toast(page, 'Payment not confirmed yet')).toBeVisible();
  await expect(verify).toBeVisible();
});

test('after two checkouts in two tabs, the order paid in the first is the one kept to verify', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await toCheckout(page);
  const second = await context.newPage();
  await toCheckout(second, '?plan=monthly');
  await page.getByRole('button', { name: 'Pay ₹999 with Cashfree' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await second.getByRole('button', { name: 'Pay ₹149 with Cashfree' }).click();
  await expect(second).toHaveURL(/\/checkout\//);
  await page.getByRole('button', { name: 'Bank keeps it pending, then success' }).click();
  await expect(page.getByTestId('payment-confirmation')).toContainText('Confirming your payment…');
  const paid = new URL(page.url()).searchParams.get('order_id');
  expect(paid).toBeTruthy();
  await expect.poll(() => pendingOrderId(page)).toBe(paid);
});

test('an address carrying someone else’s words shows our own failure text', async ({ page }) => {
  await page.goto(
    '/subscription?payment=failed&reason=Call%20%2B91%2090000%2000000%20for%20a%20refund',
  );
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(
    toast(page, 'There was an issue processing your payment. Please try again.'),
  ).toBeVisible();
  await expect(page.getByText(/for a refund/)).toHaveCount(0);
});

test('paying again for a plan already held says it extends the plan', async ({ page }) => {
  await signUpViaApi(page);
  await subscribeViaApi(page);
  await toCheckout(page);
  await expect(page.getByTestId('checkout-extends')).toContainText(
    'You already have this plan for this class until',
  );
  await expect(page.getByTestId('checkout-extends')).toContainText('Paying again adds 12 months');
});

test('a failed payment’s reason comes back in the reader’s language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'hi'));
  await signUpViaApi(page);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'अभी सदस्यता लें' }).click();
  await page.getByRole('button', { name: /₹999/ }).click();
  await page.getByRole('button', { name: 'Payment fails' }).click();
  await expect(toast(page, 'भुगतान विफल')).toBeVisible();
  await expect(toast(page, 'भुगतान पूरा नहीं हुआ। कृपया फिर से कोशिश करें।')).toBeVisible();
});
