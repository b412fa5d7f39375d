import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, viewports } from '../fixtures';
import { createPaperViaApi, submitMcqAttemptViaApi } from './helpers';

const figure = (page: Page, testId: string) => page.getByTestId(testId);

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`analytics dashboard (${name})`, () => {
    test.use({ viewport });

    test('honest when empty; after a real attempt the figures, the charts and the weakest chapter, practised in one click', async ({
      page,
    }) => {
      await signUpViaApi(page);
      await page.goto('/generate?view=analytics-dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Performance dashboard' }),
      ).toBeVisible();
      await expect(figure(page, 'papers-generated')).toHaveText('0');
      await expect(figure(page, 'attempts')).toHaveText('0');
      await expect(figure(page, 'average-score')).toContainText('No score yet');
      await expect(
        page.getByRole('heading', { name: 'Your charts appear after your first attempt' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Score over time' })).toHaveCount(0);
      await expect(page.locator('.recharts-surface')).toHaveCount(0);

      // a paper but no attempt yet: still no chart, and the way to My Papers
      const paper = await createPaperViaApi(page, {
        subject: 'mathematics',
        chapters: ['real-numbers'],
        counts: { mcq: 5, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
        title: 'MCQ check: Real Numbers',
      });
      await page.reload();
      await expect(figure(page, 'papers-generated')).toHaveText('1');
      await expect(page.getByText('Attempt one of your papers online and submit it')).toBeVisible();
      await page.getByRole('link', { name: 'Go to My Papers' }).click();
      await expect(page).toHaveURL(/view=my-papers/);
      await expect(
        page.getByRole('heading', { level: 3, name: 'MCQ check: Real Numbers' }),
      ).toBeVisible();

      // one attempt through the API: 2 of 5 right
      await submitMcqAttemptViaApi(page, paper, 2);
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Analytics' })
        .click();
      await expect(page).toHaveURL(/view=analytics-dashboard/);
      await expect(figure(page, 'attempts')).toHaveText('1');
      await expect(figure(page, 'average-score')).toHaveText('40%');
      for (const heading of ['Score over time', 'By subject', 'By difficulty', 'By chapter'])
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByText('Latest 40%, best 40%, over 1 attempt.')).toBeVisible();
      await expect(page.locator('.recharts-surface')).toHaveCount(4);
      // each chart's figures are in a table for screen readers
      const chapterTable = page.getByRole('table', { name: 'By chapter' });
      await expect(chapterTable.getByRole('row')).toHaveCount(2);
      await expect(chapterTable.getByRole('row').nth(1)).toHaveText(
        /Real Numbers\s*40%\s*2 of 5 marks, 5 questions/,
      );
      await expect(page.getByRole('table', { name: 'By subject' })).toContainText(
        'Mathematics, Class 10',
      );
      await expect(page.getByRole('table', { name: 'Score over time' })).toContainText(
        'MCQ check: Real Numbers',
      );

      // the weakest chapter, and a focused practice paper on it in one click
      const weakest = page.getByRole('region', { name: 'Chapters to practise' });
      await expect(weakest.getByTestId('weak-chapter')).toHaveCount(1);
      await expect(weakest.getByRole('heading', { name: 'Real Numbers' })).toBeVisible();
      await expect(weakest).toContainText('40% 2 of 5 marks, 5 questions');
      await weakest.getByRole('button', { name: 'Practise this chapter: Real Numbers' }).click();
      await expect(page).toHaveURL(/\/generate\?paper=[0-9a-f-]{36}$/);
      await expect(
        page.getByRole('article').getByRole('heading', { name: 'Practice: Real Numbers' }),
      ).toBeVisible();
      await expect(page.getByTestId('paper-question')).toHaveCount(9);

      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Analytics' })
        .click();
      await expect(figure(page, 'papers-generated')).toHaveText('2');
    });
  });
}

test('when the bank is short for a practice paper, the server’s message is shown politely', async ({
  page,
}) => {
  await signUpViaApi(page);
  const paper = await createPaperViaApi(page, {
    subject: 'mathematics',
    chapters: ['polynomials'],
    counts: { mcq: 4, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
  });
  await submitMcqAttemptViaApi(page, paper, 1);
  // No chapter of today's bank is this short, so the 422 is staged; its body is the server's.
  await page.route('**/api/papers', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          json: {
            code: 'pool_short',
            message: 'There are not enough questions for this paper.',
            shortages: [
              { section: 'C', type: 'long', chapters: ['polynomials'], needed: 1, available: 0 },
            ],
          },
        })
      : route.continue(),
  );
  await page.goto('/generate?view=analytics-dashboard');
  await page.getByRole('button', { name: 'Practise this chapter: Polynomials' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('There are not enough questions for this paper.');
  await expect(alert).toContainText(
    'Section C: 1 Long answer questions (Mixed) needed, only 0 available in Polynomials.',
  );
  await expect(alert.getByRole('link', { name: 'Open the generator' })).toHaveAttribute(
    'href',
    '/generate',
  );
  await expect(page).toHaveURL(/view=analytics-dashboard/);
});
