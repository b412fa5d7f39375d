import {
  test,
  expect,
  expectStored,
  newAccount,
  signUpViaApi,
  signUpViaForm,
  logOutViaApi,
  ADMIN,
} from './fixtures';

test.describe('accounts', () => {
  test('a visitor signs up, lands on / logged in, and logs out', async ({ page }) => {
    await signUpViaForm(page, newAccount('Ananya Rao'));

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Hi, Ananya')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Paper' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Hi, Ananya')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Free Now' })).toBeVisible();
    await expectStored(page, 'user', null);
  });

  test('signup shows the spec messages under each field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('A');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abd');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test('a duplicate email is refused with a clear message', async ({ page }) => {
    const existing = await signUpViaApi(page);
    await logOutViaApi(page);
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Phone number').fill(newAccount().phone);
    await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
    await page.getByLabel('Confirm password').fill('another-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Signup Failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('An account with this email already exists. Try logging in instead.', {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('a wrong password shows the Login Failed toast', async ({ page }) => {
    const account = await signUpViaApi(page);
    await logOutViaApi(page);
    await page.goto('/?showLogin=true');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByLabel('Email or Phone Number').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Invalid email, phone number or password.', { exact: true }),
    ).toBeVisible();
  });

  test('login validates on submit with the spec messages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByText('Email or Phone Number is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveTitle('Sign in – Prashna');
  });

  test('a user logs in with the phone number and is welcomed by name', async ({ page }) => {
    const account = await signUpViaApi(page, newAccount('Rohan Mehta'));
    await logOutViaApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email or Phone Number').fill(account.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    // A login from a browser the account has not used before: the new-device toast stays on screen.
    await expect(page.getByText('New Device Detected', { exact: true })).toBeVisible();
    await expect(page.getByText('Hi, Rohan')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the site admin goes to /admin and sees the Admin Panel button', async ({ page }) => {
    await page.goto('/?showLogin=true');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email or Phone Number').fill(ADMIN.email);
    await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });
});
