import { test, expect, newAccount, signUpViaApi } from '../fixtures';
import {
  VIEWPORTS,
  fillContactForm,
  newMessage,
  pendingFeedbacks,
  recordContactPosts,
} from './contact-helpers';

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`contact page at ${name}`, () => {
    test.use({ viewport });

    test('the Feedback button and the footer buttons lead to /contact', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Feedback' }).click();
      await expect(page).toHaveURL(/\/contact\?type=feedback$/);
      await expect(page.getByLabel('Message type')).toHaveValue('feedback');
      await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Contact us – Prashna');

      for (const [button, type] of [
        ['Contact Us', 'query'],
        ['Give Your Feedback', 'feedback'],
      ] as const) {
        await page.goto('/');
        await page.getByRole('contentinfo').getByRole('button', { name: button }).click();
        await expect(page).toHaveURL(/\/contact(\?type=feedback)?$/);
        await expect(page.getByLabel('Message type')).toHaveValue(type);
        // The footer is at the bottom of a long page; the form must open at the top.
        await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeInViewport();
        await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
      }
    });

    test('the page shows where to write and fits the screen', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('link', { name: 'support@prashna.in' })).toHaveAttribute(
        'href',
        'mailto:support@prashna.in',
      );
      await expect(page.getByRole('link', { name: 'sales@prashna.in' })).toHaveAttribute(
        'href',
        'mailto:sales@prashna.in',
      );
      await expect(page.getByText('We reply within 24 hours')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });

    test('an empty form shows "Please fill all fields" and sends nothing', async ({ page }) => {
      const posts = recordContactPosts(page);
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please fill all fields', { exact: true })).toBeVisible();
      for (const label of ['Name', 'Email', 'Subject', 'Message'])
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      await expect(page.getByText('Please enter your name')).toBeVisible();
      await expect(page.getByText('Please write your message')).toBeVisible();

      // After the first submit, each field is checked again as it changes.
      await page.getByLabel('Name', { exact: true }).fill('Kavya Nair');
      await expect(page.getByText('Please enter your name')).toBeHidden();
      await expect(page.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid');
      expect(posts).toEqual([]);
    });

    test('an invalid email is named under the field', async ({ page }) => {
      const posts = recordContactPosts(page);
      await page.goto('/contact');
      await fillContactForm(page, { ...newMessage(), email: 'kavya.example.com' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
      expect(posts).toEqual([]);
    });

    test('a guest sends a query, is told we reply in 24 hours, and the form resets', async ({
      page,
    }) => {
      const message = newMessage();
      // Hold the answer back a moment so the pending state can be seen.
      await page.route('**/api/contact', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto('/contact');
      await expect(page.getByLabel('Message type')).toHaveValue('query');
      await fillContactForm(page, message);
      const sent = page.waitForRequest('**/api/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      expect((await sent).postDataJSON()).toEqual({ ...message, type: 'query', rating: null });

      await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
      await expect(
        page.getByText("We'll get back to you within 24 hours.", { exact: true }),
      ).toBeVisible();
      for (const label of ['Name', 'Email', 'Subject', 'Message'])
        await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });

    test('feedback rated 4 stars by keyboard is stored for review with its rating', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const message = newMessage();
      await page.goto('/contact');
      await expect(page.getByRole('radiogroup')).toHaveCount(0);
      await fillContactForm(page, message);
      await page.getByLabel('Message type').selectOption('feedback');
      await expect(page.getByText('your first name and last initial')).toBeVisible();

      const rating = page.getByRole('radiogroup', { name: 'Your rating (optional)' });
      await page.getByLabel('Message type').focus();
      await page.keyboard.press('Tab');
      await expect(rating.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
      const four = rating.getByRole('radio', { name: '4 stars' });
      await expect(four).toBeFocused();
      await expect(four).toHaveAttribute('aria-checked', 'true');
      await expect(four).toHaveCSS('outline-style', 'solid');
      await expect(rating.getByRole('radio', { checked: true })).toHaveCount(1);

      const sent = page.waitForRequest('**/api/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ type: 'feedback', rating: 4 });
      await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Message type')).toHaveValue('query');

      const stored = (await pendingFeedbacks(playwright, baseURL!)).find(
        (f) => f.subject === message.subject,
      );
      expect(stored).toMatchObject({ name: message.name, email: message.email, rating: 4 });
    });

    test('a rating can be cleared, and leaving feedback hides and resets it', async ({ page }) => {
      await page.goto('/contact');
      await page.getByLabel('Message type').selectOption('feedback');
      const rating = page.getByRole('radiogroup', { name: 'Your rating (optional)' });
      const checked = rating.getByRole('radio', { checked: true });

      await rating.getByRole('radio', { name: '3 stars' }).click();
      await expect(checked).toHaveAccessibleName('3 stars');
      await rating.getByRole('radio', { name: '3 stars' }).click();
      await expect(checked).toHaveCount(0);

      await rating.getByRole('radio', { name: '5 stars' }).click();
      await page.getByRole('button', { name: 'Clear rating' }).click();
      await expect(checked).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Clear rating' })).toBeHidden();
      await expect(rating.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();

      await rating.getByRole('radio', { name: '2 stars' }).click();
      await page.getByLabel('Message type').selectOption('support');
      await expect(rating).toBeHidden();
      await expect(page.getByText('your first name and last initial')).toBeHidden();
      await page.getByLabel('Message type').selectOption('feedback');
      await expect(checked).toHaveCount(0);

      await page.getByLabel('Message type').selectOption('support');
      await fillContactForm(page, newMessage());
      const sent = page.waitForRequest('**/api/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ type: 'support', rating: null });
      await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
    });

    test("a signed-in user's name and email are filled in", async ({ page }) => {
      const account = await signUpViaApi(page, newAccount('Meera Iyer'));
      await page.goto('/contact');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Meera Iyer');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);

      const { subject, message } = newMessage();
      await fillContactForm(page, { subject, message });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Meera Iyer');
    });

    test('a server failure shows "Failed to send message" and keeps the text', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Mail is down for maintenance' }),
        }),
      );
      const message = newMessage();
      await page.goto('/contact');
      await fillContactForm(page, message);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Failed to send message', { exact: true })).toBeVisible();
      await expect(page.getByText('Mail is down for maintenance', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(message.subject);
    });
  });
}
