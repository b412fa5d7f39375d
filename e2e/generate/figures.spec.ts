import type { Page } from '@playwright/test';
import type { BankCoverage } from '@common/schemas/coverage';
import type { Paper } from '@common/schemas/paper';
import {
  downloadPdfText,
  expect,
  expectAccessible,
  signUpViaApi,
  test,
  viewports,
} from '../fixtures';
import { attemptIdOf, createPaperViaApi } from '../attempts/attempt-helpers';

const CHAPTER = 'electricity';

/**
 * A paper of every MCQ of a chapter whose bank holds circuit figures (issue 14): every figure MCQ
 * of the chapter is in it, whatever the seed.
 */
async function figurePaper(page: Page): Promise<Paper> {
  const coverage = (await (await page.request.get('/api/coverage')).json()) as BankCoverage;
  const science = coverage.subjects.find((s) => s.class === 10 && s.subject === 'science')!;
  const chapter = science.chapters.find((c) => c.id === CHAPTER)!;
  return createPaperViaApi(page, {
    country: 'in',
    curriculum: 'in-cbse',
    class: 10,
    subject: 'science',
    chapters: [CHAPTER],
    counts: { mcq: chapter.counts.mcq, shortAnswer: 0, longAnswer: 0, caseStudy: 0 },
    durationMinutes: 30,
  });
}

/** The first question of a paper with a figure, and a label printed on that figure. */
function firstFigure(paper: Paper) {
  const question = paper.sections.flatMap((s) => s.questions).find((q) => q.figure)!;
  const labels = [...question.figure!.svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map(
    (m) => m[1]!,
  );
  return {
    question,
    alt: question.figure!.alt,
    label: labels.find((l) => /\D/.test(l) && l.length >= 3),
  };
}

test('a figure question on screen, in the PDF, in an attempt and in its result', async ({
  page,
}) => {
  await signUpViaApi(page);
  const paper = await figurePaper(page);
  const { question, alt, label } = firstFigure(paper);
  expect(question, 'the paper holds a figure question').toBeTruthy();

  // On screen: vector SVG, named by its alt text, inside its question.
  await page.goto(`/generate?paper=${paper.id}`);
  const item = page.getByTestId('paper-question').nth(question.number - 1);
  const figure = item.getByRole('img', { name: alt });
  await expect(figure).toBeVisible();
  expect(await figure.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  await expectAccessible(page);

  // In the PDF: the figure's labels are text, so it was printed as vector, not as a picture.
  const { text } = await downloadPdfText(page, 'Download paper (PDF)');
  if (label) expect(text).toContain(label);

  // In an attempt, and in its result.
  await page.goto(`/attempt/${paper.id}`);
  await attemptIdOf(page);
  await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();
  // The attempt's header and its foot both offer Submit once every question is in view.
  await page.getByRole('button', { name: 'Submit', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit now' }).click();
  await expect(page.getByTestId('result-score')).toBeVisible();
  await expect(
    page
      .getByTestId('result-question')
      .nth(question.number - 1)
      .getByRole('img', { name: alt }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('a figure fits the screen: never wider than its question', async ({ page }) => {
    await signUpViaApi(page);
    const paper = await figurePaper(page);
    const { question, alt } = firstFigure(paper);
    await page.goto(`/generate?paper=${paper.id}`);
    const item = page.getByTestId('paper-question').nth(question.number - 1);
    const figure = item.getByRole('img', { name: alt });
    await expect(figure).toBeVisible();
    const [figureBox, itemBox] = [await figure.boundingBox(), await item.boundingBox()];
    expect(figureBox!.x + figureBox!.width).toBeLessThanOrEqual(itemBox!.x + itemBox!.width + 1);
    expect(figureBox!.width).toBeGreaterThan(150);
  });
});
