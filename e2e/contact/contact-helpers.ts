import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminApi, viewports } from '../fixtures';

/** The two widths every contact story runs at (the fixtures' desktop and 375 px phone). */
export const VIEWPORTS = Object.entries(viewports).map(([name, viewport]) => ({ name, viewport }));

/** A message with a subject no other test uses, so it can be found again. */
export function newMessage() {
  const id = `${Date.now().toString(36)}${randomInt(1_000_000)}`;
  return {
    name: 'Kavya Nair',
    email: `kavya.${id}@example.com`,
    subject: `Class 9 papers ${id}`,
    message: 'Could you add more case-study questions for class 9 science?',
  };
}

export type Message = ReturnType<typeof newMessage>;

/** Fills the text fields of the contact form (the type is left as it is). */
export async function fillContactForm(page: Page, message: Partial<Message>) {
  if (message.name !== undefined) await page.getByLabel('Name', { exact: true }).fill(message.name);
  if (message.email !== undefined)
    await page.getByLabel('Email', { exact: true }).fill(message.email);
  if (message.subject !== undefined)
    await page.getByLabel('Subject', { exact: true }).fill(message.subject);
  if (message.message !== undefined)
    await page.getByLabel('Message', { exact: true }).fill(message.message);
}

/** Every POST /api/contact the page makes, to prove that nothing was sent. */
export function recordContactPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
      posts.push(request.postData() ?? '');
  });
  return posts;
}

type PendingFeedback = { name: string; email: string; subject: string; rating: number };

/** The feedback waiting for review, as the e2e site admin sees it through the admin API. */
export async function pendingFeedbacks(
  playwright: Parameters<typeof adminApi>[0],
  baseURL: string,
): Promise<PendingFeedback[]> {
  const admin = await adminApi(playwright, baseURL);
  const pending = await admin.get('/api/admin/feedbacks?status=pending');
  await admin.dispose();
  return pending;
}
