import { test, expect } from '../fixtures';

test('the landing page opens offline once the service worker has cached the app shell', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Practice papers with answer keys, in seconds',
  });
  await expect(heading).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker claims the page when it activates; a reload covers the case where it has not yet.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    return { names, page: Boolean(await caches.match('/index.html')) };
  });
  expect(cached.names.some((name) => name.startsWith('prashna-'))).toBe(true);
  expect(cached.page).toBe(true);

  await context.setOffline(true);
  // Offline for the page and for the worker alike: neither an API call nor an uncached asset
  // (which only the worker fetches) gets through.
  const attempt = (url: string) =>
    page.evaluate(
      (path) =>
        fetch(path).then(
          (r) => r.status,
          () => 'offline',
        ),
      url,
    );
  expect(await attempt('/api/health')).toBe('offline');
  expect(await attempt('/assets/not-cached.js')).toBe('offline');
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(heading).toBeVisible();
  await page.goto('/pricing'); // any page of the app is the same cached page
  await expect(heading).toBeVisible();
  await context.setOffline(false);
});

test('the service worker answers app files from its cache and leaves the API alone', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const fetchFrom = async (path: string) => {
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path),
      page.evaluate((url) => fetch(url).then((r) => r.status), path),
    ]);
    return response.fromServiceWorker();
  };
  expect(await fetchFrom('/manifest.webmanifest')).toBe(true);
  expect(await fetchFrom('/api/health')).toBe(false);
});
