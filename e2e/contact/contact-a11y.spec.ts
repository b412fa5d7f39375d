import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { VIEWPORTS } from './contact-helpers';

/** The axe findings a person would be blocked by: serious and critical only. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`contact page accessibility at ${name}`, () => {
    test.use({ viewport });

    test('no serious axe findings: empty, with errors, and with the rating', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Please fill all fields', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Message type').selectOption('feedback');
      await page.getByRole('radio', { name: '4 stars' }).click();
      await expect(page.getByRole('button', { name: 'Clear rating' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
