import { expect, test, viewports, expectAccessible } from '../fixtures';

test.use({ quietOverlays: false });

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility (${name})`, () => {
    test.use({ viewport });

    test('the landing page with its cookie banner, then the CTA popup', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Practice Papers' })).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await page.getByRole('button', { name: 'Maybe later' }).click();
      await expectAccessible(page);
    });

    test('the cookie settings dialog and the login dialog', async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('cta-popup-seen', 'true'));
      await page.goto('/');
      await page.getByRole('button', { name: 'Customize' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByRole('button', { name: 'Try Free Now' }).click();
      await expect(page.getByLabel('Email or Phone Number')).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
    });

    test('the landing page in Hindi, with feedback and every showcase slide', async ({ page }) => {
      await page.addInitScript(() => {
        sessionStorage.setItem('cta-popup-seen', 'true');
        localStorage.setItem('preferredLanguage', 'hi');
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await expectAccessible(page, '[role="tabpanel"]');
      }
      await expectAccessible(page);
    });
  });
}

test('the whole landing page works by keyboard alone', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('cta-popup-seen', 'true'));
  await page.goto('/');
  // The cookie banner: Customize, Necessary Only, Accept All are reachable and work.
  const acceptAll = page.getByRole('button', { name: 'Accept All' });
  for (let i = 0; i < 40 && !(await acceptAll.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(acceptAll).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
  // The hero's call to action opens the login dialog; Escape closes it.
  await page.locator('body').focus();
  const tryFree = page.getByRole('button', { name: 'Try Free Now' });
  for (let i = 0; i < 20 && !(await tryFree.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(tryFree).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email or Phone Number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The showcase tabs by arrow keys.
  await page.getByRole('tab', { name: 'Quick generation' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'School admin module' })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveText('Built for schools too');
});
