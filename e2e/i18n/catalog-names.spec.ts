import { readFileSync } from 'node:fs';
import { paperWords } from '@common/paper-layout/paper-words';
import { expect, signUpViaApi, test, viewports } from '../fixtures';

const hindi = JSON.parse(readFileSync('web/src/i18n/locales/hi.json', 'utf8'));
const names = JSON.parse(readFileSync('content/catalog/names/hi.json', 'utf8'));
// A paper's own words, in its language: the table the screen and the PDF both print from.
const hindiPaper = paperWords('hi');

// Issue 12: a Hindi reader sees the board, subjects and chapters as Hindi-medium books name them,
// and a Hindi paper is Hindi throughout, its header too.
for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`Hindi names (${name})`, () => {
    test.use({ viewport });

    test('a Hindi session picks गणित and its chapters in Hindi, and gets a Hindi paper', async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'hi'));
      await signUpViaApi(page);
      await page.goto('/generate');
      const subject = page.getByLabel(hindi.generate.subject, { exact: true });
      await expect(page.getByLabel(hindi.generate.curriculum, { exact: true })).toContainText(
        names.curricula['in-cbse'],
      );
      await subject.selectOption({ label: names.subjects.mathematics });
      const realNumbers = names.chapters['in-cbse/10/mathematics/real-numbers'];
      await expect(page.getByRole('checkbox', { name: new RegExp(realNumbers) })).toBeVisible();
      await page.getByRole('button', { name: hindi.generate.selectAll }).click();
      await page.getByLabel(hindi.generate.language).selectOption('hi');
      await page.getByRole('button', { name: hindi.generate.generate }).click();

      const paper = page.getByRole('article');
      await expect(paper.getByRole('heading', { level: 2 })).toHaveText(
        `${names.subjects.mathematics}: कक्षा 10 अभ्यास प्रश्न पत्र`,
      );
      await expect(paper).toContainText(names.curricula['in-cbse']);
      await expect(paper).toContainText(hindiPaper.timeAllowed);
      await expect(paper).toContainText(hindiPaper.maximumMarks);
      await expect(paper).not.toContainText('Mathematics');
      await expect(paper).not.toContainText('Time allowed');
    });
  });
}

test('an English reader sees a Hindi paper in Hindi, and the buttons around it in English', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/generate');
  await page.getByLabel('Subject', { exact: true }).selectOption('science');
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByLabel('Language of the questions').selectOption('hi');
  await page.getByRole('button', { name: 'Generate Paper' }).click();
  const paper = page.getByRole('article');
  await expect(paper).toContainText(hindiPaper.timeAllowed);
  await expect(paper).toContainText(hindiPaper.section('A'));
  await expect(paper.getByRole('button', { name: 'Show answer key' })).toBeVisible();
});
