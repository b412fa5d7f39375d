import { test, expect, signUpViaApi } from './fixtures';

test.describe('route table, signed out (spec §2)', () => {
  test('/, /pricing and /how-it-works show the landing page', async ({ page }) => {
    for (const path of ['/', '/pricing', '/how-it-works']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Practice papers with answer keys, in seconds',
        }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Free Now' })).toBeVisible();
    }
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Simple plans' })).toBeInViewport();
  });

  test('/signup and /forgot-password show their screens', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Get Reset Token' })).toBeVisible();
  });

  test('/school-admin shows the login screen', async ({ page }) => {
    await page.goto('/school-admin');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('/subscription, /school and /contact are reachable', async ({ page }) => {
    const rows: [string, string][] = [
      ['/subscription', 'Subscription'],
      ['/school', 'School portal'],
      ['/contact', 'Contact us'],
    ];
    for (const [path, heading] of rows) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test('/my-papers redirects to /', async ({ page }) => {
    await page.goto('/my-papers');
    await expect(page).toHaveURL(/\/$/);
  });

  test('pages that need an account show the sign-in-required page', async ({ page }) => {
    for (const path of ['/generate', '/solve', '/general-awareness', '/resources', '/admin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Welcome to Prashna' })).toBeVisible();
      await expect(page.getByText('to access the page')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' }),
    ).toBeVisible();
  });

  test('the sign-in-required page also offers an account to a newcomer', async ({ page }) => {
    await page.goto('/generate');
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the terms and the privacy policy are real pages, linked from sign-up', async ({ page }) => {
    await page.goto('/signup');
    const [terms] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Terms of Service' }).click(),
    ]);
    await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const part of ['Children', 'How long we keep it', 'Deleting your data'])
      await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
    await expect(page.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
  });

  test('any other path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a link to a paper that is not there shows the not-found page', async ({ page }) => {
    await signUpViaApi(page);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-paper']) {
      await page.goto(`/generate?paper=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('Not found.')).toHaveCount(0);
    }
  });
});

test.describe('route table, signed in (spec §2)', () => {
  test('every row', async ({ page }) => {
    await signUpViaApi(page);
    const rows: [string, string][] = [
      ['/', 'Practice papers with answer keys, in seconds'],
      ['/generate', 'Generate a question paper'],
      ['/generate?view=my-papers', 'My Papers'],
      ['/generate?view=analytics-dashboard', 'Performance dashboard'],
      ['/my-papers', 'My Papers'],
      ['/solve', 'Knowledge Buddy'],
      ['/subscription', 'Subscription'],
      ['/admin', 'Admin Panel'],
      ['/school-admin', 'School admin'],
      ['/general-awareness', 'General Awareness'],
      ['/school', 'School portal'],
      ['/resources', 'Resources'],
      ['/contact', 'Contact us'],
      ['/somewhere-else', 'Page not found'],
    ];
    for (const [path, heading] of rows) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
    await page.goto('/admin');
    await expect(page.getByText('This area is for site administrators only.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Generate Paper' }).first()).toBeVisible();
  });
});
