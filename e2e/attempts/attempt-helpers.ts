import type { Page } from '@playwright/test';
import type { Attempt } from '@common/schemas/attempt';
import type { CreatePaperInput, Paper } from '@common/schemas/paper';
import { expect } from '../fixtures';

/** A 20-minute CBSE class 10 Mathematics paper: 3 MCQs (1 mark), then 2 short answers (2 marks). */
export const SMALL_PAPER: CreatePaperInput = {
  country: 'in',
  curriculum: 'in-cbse',
  class: 10,
  subject: 'mathematics',
  chapters: ['real-numbers'],
  counts: { mcq: 3, shortAnswer: 2, longAnswer: 0, caseStudy: 0 },
  durationMinutes: 20,
};

/** Eleven questions over the whole book, an "OR" choice in the short and long answers, case studies with their choice inside. */
export const CHOICE_PAPER: CreatePaperInput = {
  country: 'in',
  curriculum: 'in-cbse',
  class: 10,
  subject: 'mathematics',
  chapters: [
    'real-numbers',
    'polynomials',
    'pair-of-linear-equations-in-two-variables',
    'quadratic-equations',
    'arithmetic-progressions',
    'triangles',
    'coordinate-geometry',
    'introduction-to-trigonometry',
    'some-applications-of-trigonometry',
    'circles',
    'areas-related-to-circles',
    'surface-areas-and-volumes',
    'statistics',
    'probability',
  ],
  counts: { mcq: 2, shortAnswer: 3, longAnswer: 3, caseStudy: 3 },
  durationMinutes: 60,
  internalChoice: true,
};

/** Creates a paper through the API as the signed-in user; the answer key comes with it. */
export async function createPaperViaApi(page: Page, input: CreatePaperInput): Promise<Paper> {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const response = await page.request.post('/api/papers', {
    headers: { 'x-csrf-token': csrfToken },
    data: input,
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** The attempt as the server has it now. */
export async function attemptFromServer(page: Page, id: string): Promise<Attempt> {
  const response = await page.request.get(`/api/attempts/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** The attempt's id, from the address the start page moved to. */
export async function attemptIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/attempts\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1)!;
}
