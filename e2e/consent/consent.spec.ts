import type { Page } from '@playwright/test';
import {
  adminApi,
  expect,
  newAccount,
  signUpViaApi,
  storeCookieChoice,
  test,
  viewports,
} from '../fixtures';

test.use({ quietOverlays: false });

// The popup is not what these stories are about.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('cta-popup-seen', 'true'));
});

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy' });
const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent-preferences') ?? 'null'));

/** Counts the analytics calls the page makes. */
function watchEvents(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events')) sent.push(request.postDataJSON().name);
  });
  return sent;
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`cookie consent (${name})`, () => {
    test.use({ viewport });

    test('Necessary Only: the choice is kept with its time and nothing is tracked', async ({
      page,
    }) => {
      const sent = watchEvents(page);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
      await expect(banner(page)).toHaveCount(0);
      const choice = await storedChoice(page);
      expect(choice).toMatchObject({ necessary: true, analytics: false, marketing: false });
      expect(Date.now() - new Date(choice.timestamp).getTime()).toBeLessThan(60_000);
      await page.getByRole('button', { name: 'Try Free Now' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('contentinfo').getByRole('link', { name: 'How it works' }).click();
      await expect(page).toHaveURL(/how-it-works/);
      await page.waitForTimeout(500);
      expect(sent).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('analytics-visitor-id'))).toBeNull();
    });

    test('Accept All: page views and events are stored on our server', async ({
      page,
      playwright,
      baseURL,
    }) => {
      await page.goto('/');
      await banner(page).getByRole('button', { name: 'Accept All' }).click();
      expect(await storedChoice(page)).toMatchObject({ analytics: true, marketing: true });
      await page.getByRole('button', { name: 'Try Free Now' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
      const visitorId = await page.evaluate(() => localStorage.getItem('analytics-visitor-id'));
      expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
      const admin = await adminApi(playwright, baseURL!);
      await expect
        .poll(async () =>
          (await admin.get(`/api/admin/events?visitorId=${visitorId}`))
            .map((e: { name: string }) => e.name)
            .sort(),
        )
        .toEqual(['cta_click', 'login_page', 'page_view']);
      await admin.dispose();
    });
  });
}

test('a custom choice in the settings dialog, changed later from the footer', async ({ page }) => {
  const sent = watchEvents(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await dialog.getByRole('switch', { name: 'Analytics' }).check();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedChoice(page)).toMatchObject({ analytics: true, marketing: false });
  await expect.poll(() => sent).toContain('page_view');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await dialog.getByRole('switch', { name: 'Analytics' }).uncheck();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  expect(await page.evaluate(() => localStorage.getItem('analytics-visitor-id'))).toBeNull();
  const before = sent.length;
  await page.getByRole('button', { name: 'Try Free Now' }).click();
  await page.waitForTimeout(500);
  expect(sent.length).toBe(before);
});

test('the banner asks again once the choice is older than 6 months', async ({ page }) => {
  await storeCookieChoice(page, { analytics: true, monthsAgo: 6, daysAgo: 1 });
  const sent = watchEvents(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
});

test('a recent choice is respected: no banner', async ({ page }) => {
  await storeCookieChoice(page, { monthsAgo: 5 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('with consent a login sends login_success and user_login with the device flag', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = newAccount();
  await page.goto('/');
  await signUpViaApi(page, account);
  await page.request.post('/api/logout', {
    headers: {
      'x-csrf-token': (await (await page.request.get('/api/csrf-token')).json()).csrfToken,
    },
  });
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await page.getByRole('button', { name: 'Try Free Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email or Phone Number').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Generate Paper' }).first()).toBeVisible();
  const visitorId = await page.evaluate(() => localStorage.getItem('analytics-visitor-id'));
  const admin = await adminApi(playwright, baseURL!);
  await expect
    .poll(async () => {
      const events = await admin.get(`/api/admin/events?visitorId=${visitorId}&name=user_login`);
      return events[0]?.properties;
    })
    .toEqual({ login_method: 'email', is_new_device: expect.any(Boolean) });
  const success = await admin.get(`/api/admin/events?visitorId=${visitorId}&name=login_success`);
  expect(success[0]).toMatchObject({ signedIn: true, properties: { currency: 'INR' } });
  await admin.dispose();
});
