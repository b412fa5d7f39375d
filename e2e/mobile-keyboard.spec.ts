import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('an on-screen keyboard (viewport shrinking over 150 px) keeps the focused field visible', async ({
  page,
}) => {
  await page.goto('/contact');
  const message = page.getByLabel('Message', { exact: true });
  await message.scrollIntoViewIfNeeded();
  await message.focus();
  await expect(page.locator('html')).not.toHaveAttribute('data-keyboard', 'open');
  // A shrink of 100 px (a browser toolbar) is not a keyboard.
  await page.setViewportSize({ width: 375, height: 640 });
  await page.waitForTimeout(200);
  await expect(page.locator('html')).not.toHaveAttribute('data-keyboard', 'open');
  await page.setViewportSize({ width: 375, height: 740 });
  // The keyboard takes 320 px.
  await page.setViewportSize({ width: 375, height: 420 });
  await expect(page.locator('html')).toHaveAttribute('data-keyboard', 'open');
  await expect(message).toBeInViewport();
  await page.getByLabel('Subject').focus();
  await expect(page.getByLabel('Subject')).toBeInViewport();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.locator('html')).not.toHaveAttribute('data-keyboard', 'open');
});
