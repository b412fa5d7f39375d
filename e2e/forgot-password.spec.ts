import { test, expect, signUpViaApi, logOutViaApi, readResetCode } from './fixtures';

test('forgot password: request a code, read it from the outbox, reset, log in with the new password', async ({
  page,
}) => {
  const account = await signUpViaApi(page);
  await logOutViaApi(page);
  await page.goto('/?showLogin=true');
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByRole('button', { name: 'Get Reset Token' }).click();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByRole('button', { name: 'Get Reset Token' }).click();
  await expect(page.getByText('Reset Token Generated', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`We sent a reset code to +91 ••••• •${account.phone.slice(-4)}`),
  ).toBeVisible();
  await expect(page.getByText(account.email)).toHaveCount(0);

  const { code } = await readResetCode(account.phone);
  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('fresh-start-2026');
  await page.getByLabel('Confirm new password').fill('fresh-start-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful', { exact: true })).toBeVisible();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await dialog.getByLabel('Email or Phone Number').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill('fresh-start-2026');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Hi, ${account.fullName.split(' ')[0]}`)).toBeVisible();
});

test('the link in the message opens the reset step with the code filled in', async ({ page }) => {
  const account = await signUpViaApi(page);
  await logOutViaApi(page);
  await page.goto('/forgot-password');
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByRole('button', { name: 'Get Reset Token' }).click();
  await expect(page.getByText('Reset Token Generated', { exact: true })).toBeVisible();
  const { code, link } = await readResetCode(account.phone);
  await page.goto(link);
  await expect(page.getByLabel('Reset code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Get Reset Token' })).toBeVisible();
});
