import { expect, pauseClock, test, viewports } from '../fixtures';

const slideTitle = (page: import('@playwright/test').Page) =>
  page.getByRole('tabpanel').getByRole('heading');

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`showcase (${name})`, () => {
    test.use({ viewport });

    test('advances every 4 seconds and wraps round', async ({ page }) => {
      await pauseClock(page);
      await page.goto('/');
      await expect(slideTitle(page)).toHaveText('A full paper in seconds');
      await page.clock.runFor(3900);
      await expect(slideTitle(page)).toHaveText('A full paper in seconds');
      await page.clock.runFor(200);
      await expect(slideTitle(page)).toHaveText('General awareness and current affairs');
      await expect(page.getByRole('tab', { name: 'General awareness' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      for (const title of [
        'Knowledge Buddy solves your doubts',
        'My Papers and your progress',
        'Built for schools too',
        'A full paper in seconds',
      ]) {
        await page.clock.runFor(4000);
        await expect(slideTitle(page)).toHaveText(title);
      }
    });

    test('a slide can be chosen directly, by pointer or by keyboard', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('tab', { name: 'Knowledge Buddy' }).click();
      await expect(slideTitle(page)).toHaveText('Knowledge Buddy solves your doubts');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'My Papers dashboard' })).toBeFocused();
      await expect(slideTitle(page)).toHaveText('My Papers and your progress');
      await page.keyboard.press('End');
      await expect(slideTitle(page)).toHaveText('Built for schools too');
      await page.keyboard.press('ArrowRight');
      await expect(slideTitle(page)).toHaveText('A full paper in seconds');
    });

    test('holds still while focused, and while paused', async ({ page }) => {
      await pauseClock(page);
      await page.goto('/');
      await page.getByRole('tab', { name: 'Quick generation' }).focus();
      await page.clock.runFor(10_000);
      await expect(slideTitle(page)).toHaveText('A full paper in seconds');
      await page.getByRole('button', { name: 'Pause the slideshow' }).click();
      await page.getByRole('heading', { name: 'How it works' }).click(); // focus leaves
      await page.clock.runFor(10_000);
      await expect(slideTitle(page)).toHaveText('A full paper in seconds');
      await page.getByRole('button', { name: 'Play the slideshow' }).focus();
      await page.getByRole('button', { name: 'Play the slideshow' }).press('Enter');
      await page.getByRole('heading', { name: 'How it works' }).click();
      await page.clock.runFor(4100);
      await expect(slideTitle(page)).toHaveText('General awareness and current affairs');
    });
  });
}

test('holds still while hovered', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  await page.getByRole('tabpanel').hover();
  await page.clock.runFor(10_000);
  await expect(slideTitle(page)).toHaveText('A full paper in seconds');
  await page.mouse.move(0, 0);
  await page.clock.runFor(4100);
  await expect(slideTitle(page)).toHaveText('General awareness and current affairs');
});

test('does not move by itself under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pauseClock(page);
  await page.goto('/');
  await page.clock.runFor(20_000);
  await expect(slideTitle(page)).toHaveText('A full paper in seconds');
  await page.getByRole('tab', { name: 'School admin module' }).click();
  await expect(slideTitle(page)).toHaveText('Built for schools too');
});
