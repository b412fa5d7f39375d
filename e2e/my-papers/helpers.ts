import type { Page } from '@playwright/test';
import type { Attempt } from '@common/schemas/attempt';
import type { CreatePaperInput, Paper } from '@common/schemas/paper';
import { expect } from '../fixtures';

async function csrf(page: Page): Promise<string> {
  return (await (await page.request.get('/api/csrf-token')).json()).csrfToken;
}

/** POST through the page's session, with a CSRF token, as the app does. */
async function post(page: Page, url: string, data?: unknown) {
  return page.request.post(url, { headers: { 'x-csrf-token': await csrf(page) }, data });
}

/** Generates a CBSE class 10 paper through the API (the browser context's session). */
export async function createPaperViaApi(
  page: Page,
  input: Partial<CreatePaperInput> & Pick<CreatePaperInput, 'subject' | 'chapters'>,
): Promise<Paper> {
  const response = await post(page, '/api/papers', {
    country: 'in',
    curriculum: 'in-cbse',
    class: 10,
    counts: { mcq: 3, shortAnswer: 1, longAnswer: 0, caseStudy: 0 },
    ...input,
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/**
 * Attempts a paper of MCQs only through the API: the first `right` answered correctly, the
 * rest wrongly, then submitted. Returns the submitted attempt.
 */
export async function submitMcqAttemptViaApi(
  page: Page,
  paper: Paper,
  right: number,
): Promise<Attempt> {
  const started = await post(page, `/api/papers/${paper.id}/attempts`);
  expect(started.status()).toBe(201);
  const attempt: Attempt = await started.json();
  const questions = paper.sections.flatMap((section) => section.questions);
  const answers = Object.fromEntries(
    questions.map((q, i) => {
      const correct = q.answer.optionIndex!;
      const given = i < right ? correct : (correct + 1) % q.options!.length;
      return [String(q.number), { choice: 'main', optionIndex: given }];
    }),
  );
  const saved = await page.request.put(`/api/attempts/${attempt.id}/answers`, {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { answers },
  });
  expect(saved.status()).toBe(200);
  const submitted = await post(page, `/api/attempts/${attempt.id}/submit`);
  expect(submitted.status()).toBe(200);
  return submitted.json();
}
