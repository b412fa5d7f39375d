import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, viewports } from '../fixtures';
import { createPaperViaApi } from './helpers';

const papersList = (page: Page) => page.getByRole('list', { name: 'Your papers' });
const paperItem = (page: Page, title: string) =>
  papersList(page).getByRole('listitem', { name: title, exact: true });

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`My Papers (${name})`, () => {
    test.use({ viewport });

    test('lists my papers; search, filter, rename, a new variant and delete with confirmation', async ({
      page,
    }) => {
      await signUpViaApi(page);
      const maths = await createPaperViaApi(page, {
        subject: 'mathematics',
        chapters: ['real-numbers'],
        title: 'Unit Test 1: Real Numbers',
      });
      const science = await createPaperViaApi(page, {
        subject: 'science',
        chapters: ['electricity'],
        title: 'Science revision: Electricity',
      });

      await page.goto('/generate');
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'My Papers' })
        .click();
      await expect(page).toHaveURL(/\/generate\?view=my-papers$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My Papers' })).toBeVisible();
      await expect(page.getByText('Showing 2 of 2 papers')).toBeVisible();
      // newest first, with board, class, subject, marks, questions, date and attempts
      await expect(papersList(page).getByRole('heading', { level: 3 })).toHaveText([
        'Science revision: Electricity',
        'Unit Test 1: Real Numbers',
      ]);
      const mathsItem = paperItem(page, 'Unit Test 1: Real Numbers');
      await expect(mathsItem).toContainText(
        'Central Board of Secondary Education (CBSE) · Class 10 · Mathematics',
      );
      const fact = (label: string) =>
        mathsItem.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect(fact('Marks:')).toHaveText(String(maths.totalMarks));
      await expect(fact('Questions:')).toHaveText(String(maths.questionCount));
      await expect(fact('Attempts:')).toHaveText('0');
      const created = new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date(maths.createdAt));
      await expect(mathsItem.locator('time')).toHaveText(created);
      await expect(
        mathsItem.getByRole('link', { name: 'Open Unit Test 1: Real Numbers' }),
      ).toHaveAttribute('href', `/generate?paper=${maths.id}`);
      await expect(
        mathsItem.getByRole('link', { name: 'Attempt online Unit Test 1: Real Numbers' }),
      ).toHaveAttribute('href', `/attempt/${maths.id}`);

      // search by title (debounced), kept in the address
      await page.getByLabel('Search by title').fill('electri');
      await expect(page).toHaveURL(/q=electri/);
      await expect(papersList(page).getByRole('listitem')).toHaveCount(1);
      await expect(paperItem(page, 'Science revision: Electricity')).toBeVisible();
      await page.getByLabel('Search by title').fill('no such paper');
      await expect(page.getByText('No paper matches your search or filters.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(page.getByLabel('Search by title')).toHaveValue('');
      await expect(papersList(page).getByRole('listitem')).toHaveCount(2);

      // filters come from my own papers
      const subject = page.getByLabel('Subject', { exact: true });
      await expect(subject.locator('option')).toHaveText([
        'All subjects',
        'Mathematics',
        'Science',
      ]);
      await subject.selectOption('mathematics');
      await expect(papersList(page).getByRole('listitem')).toHaveCount(1);
      await expect(mathsItem).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('mathematics');
      await expect(papersList(page).getByRole('listitem')).toHaveCount(1);
      await page.getByLabel('Class', { exact: true }).selectOption('10');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(papersList(page).getByRole('listitem')).toHaveCount(2);

      // rename: a title is required, then saved
      await mathsItem.getByRole('button', { name: 'Rename Unit Test 1: Real Numbers' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename paper' });
      await expect(rename.getByLabel('Title')).toHaveValue('Unit Test 1: Real Numbers');
      await rename.getByLabel('Title').fill('   ');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(rename.getByText('Please give the paper a title.')).toBeVisible();
      await rename.getByLabel('Title').fill('Weekly test: Real Numbers');
      await rename.getByLabel('Title').press('Enter');
      await expect(rename).toHaveCount(0);
      await expect(page.getByText('Paper renamed', { exact: true })).toBeVisible();
      await expect(paperItem(page, 'Weekly test: Real Numbers')).toBeVisible();
      await expect(paperItem(page, 'Unit Test 1: Real Numbers')).toHaveCount(0);

      // a new variant opens the new paper; My Papers then holds three
      await paperItem(page, 'Weekly test: Real Numbers')
        .getByRole('button', { name: 'New variant Weekly test: Real Numbers' })
        .click();
      await expect(page).toHaveURL(/\/generate\?paper=[0-9a-f-]{36}$/);
      expect(page.url()).not.toContain(maths.id);
      await expect(
        page.getByRole('article').getByRole('heading', { name: 'Weekly test: Real Numbers' }),
      ).toBeVisible();
      await expect(page.getByTestId('paper-question')).toHaveCount(maths.questionCount);
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'My Papers' })
        .click();
      await expect(page.getByText('Showing 3 of 3 papers')).toBeVisible();

      // delete: asks first, naming the paper; Cancel keeps it
      const scienceItem = paperItem(page, 'Science revision: Electricity');
      await scienceItem
        .getByRole('button', { name: 'Delete Science revision: Electricity' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete this paper?' });
      await expect(confirm).toContainText('“Science revision: Electricity” will be deleted.');
      await page.keyboard.press('Escape');
      await expect(confirm).toHaveCount(0);
      await expect(scienceItem).toBeVisible();
      await scienceItem
        .getByRole('button', { name: 'Delete Science revision: Electricity' })
        .click();
      await confirm.getByRole('button', { name: 'Delete paper' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByText('Paper deleted', { exact: true })).toBeVisible();
      await expect(scienceItem).toHaveCount(0);
      await expect(page.getByText('Showing 2 of 2 papers')).toBeVisible();
      expect((await page.request.get(`/api/papers/${science.id}`)).status()).toBe(404);
    });
  });
}

test('a new account sees a clear empty state with a way to generate a paper', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/my-papers');
  await expect(
    page.getByRole('heading', { name: 'You have not generated a paper yet' }),
  ).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await page.getByRole('link', { name: 'Generate a paper' }).click();
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('heading', { name: 'Generate a question paper' })).toBeVisible();
});

test('over 50 papers, the rest come with "Load more papers"', async ({ page }) => {
  await signUpViaApi(page);
  // 52 papers: the list endpoint is real; only the rows are many
  await page.route('**/api/papers?*', async (route) => {
    const url = new URL(route.request().url());
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const total = 52;
    const papers = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(offset + i).padStart(12, '0')}`,
      title: `Paper ${offset + i + 1}`,
      curriculum: 'in-cbse',
      curriculumName: 'Central Board of Secondary Education (CBSE)',
      class: 10,
      subject: 'mathematics',
      subjectName: 'Mathematics',
      totalMarks: 20,
      questionCount: 10,
      language: 'en',
      createdAt: '2026-11-21T09:00:00.000Z',
      attempts: 0,
      bestScore: null,
    }));
    await route.fulfill({ json: { papers, total } });
  });
  await page.goto('/generate?view=my-papers');
  await expect(page.getByText('Showing 50 of 52 papers')).toBeVisible();
  await page.getByRole('button', { name: 'Load more papers' }).click();
  await expect(page.getByText('Showing 52 of 52 papers')).toBeVisible();
  await expect(papersList(page).getByRole('listitem')).toHaveCount(52);
  await expect(page.getByRole('button', { name: 'Load more papers' })).toHaveCount(0);
});
