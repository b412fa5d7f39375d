import { test, expect, signUpViaApi } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the menu is a hamburger that closes after an action', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  for (const name of [
    'Generate Paper',
    'Knowledge Buddy',
    'My Papers',
    'Dashboard',
    'General Awareness',
    'Logout',
  ]) {
    await expect(
      menu.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }),
    ).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Knowledge Buddy' }).click();
  await expect(page).toHaveURL(/\/solve$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('at 375 px a guest can open the login dialog from the menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' }),
  ).toBeVisible();
  await expect(page.locator('#mobile-menu')).toBeHidden();
});
