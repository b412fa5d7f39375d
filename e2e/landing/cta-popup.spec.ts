import { expect, pauseClock, signUpViaApi, storeCookieChoice, test, viewports } from '../fixtures';

test.use({ quietOverlays: false });

// The cookie choice is made; the popup is what these stories are about.
test.beforeEach(({ page }) => storeCookieChoice(page));

const popup = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Practice Papers' });

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`CTA popup (${name})`, () => {
    test.use({ viewport });

    test('appears 800 ms after landing, once per browser session', async ({ page }) => {
      await pauseClock(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.clock.runFor(700);
      await expect(popup(page)).toHaveCount(0);
      await page.clock.runFor(150);
      await expect(popup(page)).toBeVisible();
      await expect(popup(page).getByRole('button', { name: 'Try Free Now!' })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('cta-popup-seen'))).toBe('true');
      await popup(page).getByRole('button', { name: 'Maybe later' }).click();
      await expect(popup(page)).toHaveCount(0);
      await page.reload();
      await page.clock.runFor(5000);
      await expect(popup(page)).toHaveCount(0);
    });

    test('Try Free opens the login dialog', async ({ page }) => {
      await page.goto('/');
      await popup(page).getByRole('button', { name: 'Try Free Now!' }).click();
      await expect(popup(page)).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
      await expect(page.getByLabel('Email or Phone Number')).toBeVisible();
    });
  });
}

test('dismissing navigates to /, and Escape dismisses too', async ({ page }) => {
  await page.goto('/?ref=newsletter');
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('on /pricing a dismissal leaves the visitor where they were', async ({ page }) => {
  await page.goto('/pricing');
  await popup(page).getByRole('button', { name: 'Maybe later' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Simple plans' })).toBeInViewport();
});

test('a signed-in user never sees it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.clear());
  await signUpViaApi(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Generate Paper' }).first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(popup(page)).toHaveCount(0);
});

test('it does not open over the login dialog of ?showLogin=true', async ({ page }) => {
  await page.goto('/?showLogin=true');
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(popup(page)).toHaveCount(0);
});
