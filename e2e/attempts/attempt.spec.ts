import { expect, signUpViaApi, test, viewports } from '../fixtures';
import { SMALL_PAPER, attemptFromServer, attemptIdOf, createPaperViaApi } from './attempt-helpers';

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`online attempt (${name})`, () => {
    test.use({ viewport });

    test('answer, reload, lose the connection, submit, see the marking and self-mark a written answer', async ({
      page,
      context,
    }) => {
      await signUpViaApi(page);
      const paper = await createPaperViaApi(page, SMALL_PAPER);
      const [q1, q2] = paper.sections[0]!.questions;
      const right = q1!.answer.optionIndex!;
      const wrong = (q2!.answer.optionIndex! + 1) % 4;

      await page.goto(`/attempt/${paper.id}`);
      const attemptId = await attemptIdOf(page);
      await expect(page.getByRole('heading', { level: 1, name: paper.title })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^(20:00|19:5\d)$/);
      await expect(page.getByTestId('save-status')).toHaveText('Your answers save as you go');

      // One section at a time: section A's MCQs are radio groups.
      const answer1 = page.getByRole('group', { name: 'Your answer to question 1' });
      await answer1.getByRole('radio').nth(right).check();
      await page
        .getByRole('group', { name: 'Your answer to question 2' })
        .getByRole('radio')
        .nth(wrong)
        .check();
      await expect(page.getByTestId('save-status')).toHaveText('Saved');
      const sections = page.getByRole('navigation', { name: 'Sections' });
      await expect(sections.getByRole('button', { name: /Section A/ })).toContainText(
        '2/3 answered',
      );

      await page.getByRole('button', { name: 'Next section' }).click();
      await expect(page.getByRole('heading', { name: 'Section B' })).toBeFocused();
      await page
        .getByLabel('Your answer to question 4')
        .fill('The HCF is 6, since 6 divides both.');
      // A reload straight away, before the save: the device's copy has it, and sends it.
      await page.reload();
      await expect(page.getByLabel('Your answer to question 4')).toHaveValue(
        'The HCF is 6, since 6 divides both.',
      );
      await expect(page.getByTestId('save-status')).toHaveText('Saved');
      await page.getByRole('button', { name: /Section A/ }).click();
      await expect(answer1.getByRole('radio').nth(right)).toBeChecked();
      expect((await attemptFromServer(page, attemptId)).answers['4']?.text).toContain('HCF is 6');

      // Offline: the answer stays on the device, and goes once the connection is back.
      await page.getByRole('button', { name: 'Whole paper' }).click();
      await context.setOffline(true);
      await page.getByLabel('Your answer to question 5').fill('x = 3');
      await expect(page.getByTestId('save-status')).toContainText(
        'Offline — your answers are kept on this device',
      );
      await context.setOffline(false);
      await expect(page.getByTestId('save-status')).toHaveText('Saved');
      expect((await attemptFromServer(page, attemptId)).answers['5']).toEqual({
        choice: 'main',
        text: 'x = 3',
      });

      // Submit, after being told what is left.
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
      await expect(dialog).toContainText('1 question is not answered yet.');
      await dialog.getByRole('button', { name: 'Submit now' }).click();

      // The result: the MCQs marked, the written answers waiting for the student's marks.
      await expect(page.getByRole('heading', { level: 1, name: paper.title })).toBeVisible();
      await expect(page.getByTestId('result-score')).toHaveText('1 / 7');
      await expect(page.getByTestId('result-percent')).toHaveText('14%');
      await expect(page.getByTestId('result-time')).toHaveText(/\d+ min \d+ s/);
      await expect(page.getByText('by you, before time ran out')).toBeVisible();
      const questions = page.getByTestId('result-question');
      await expect(questions.nth(0)).toContainText('Right');
      await expect(questions.nth(0)).toContainText('Your answer: right');
      await expect(questions.nth(1)).toContainText('Wrong');
      await expect(questions.nth(1)).toContainText('Right answer');
      await expect(questions.nth(2)).toContainText('Not answered');
      await expect(questions.nth(3)).toContainText('To mark');
      await expect(questions.nth(3)).toContainText('Marking scheme');
      await expect(page.getByText(/2 answers are still to mark/)).toBeVisible();

      await page.getByLabel('Your marks for question 4 (out of 2)').selectOption('1.5');
      await expect(page.getByTestId('result-score')).toHaveText('2.5 / 7');
      await expect(questions.nth(3)).toContainText('Marked by you');
      await expect(page.getByText(/1 answer is still to mark/)).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('result-score')).toHaveText('2.5 / 7');

      await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
        'href',
        `/attempt/${paper.id}`,
      );
      await expect(page.getByRole('link', { name: 'See your analytics' })).toHaveAttribute(
        'href',
        '/generate?view=analytics-dashboard',
      );
      await page.getByRole('link', { name: 'View the paper' }).click();
      await expect(page).toHaveURL(`/generate?paper=${paper.id}`);
      await expect(page.getByRole('link', { name: 'Attempt online' })).toHaveAttribute(
        'href',
        `/attempt/${paper.id}`,
      );
    });
  });
}

test('the countdown submits by itself at time up, and the server has it submitted', async ({
  page,
}) => {
  await signUpViaApi(page);
  const paper = await createPaperViaApi(page, { ...SMALL_PAPER, durationMinutes: 10 });
  const right = paper.sections[0]!.questions[0]!.answer.optionIndex!;
  // The page's clock runs from a fixed time; the countdown goes by the server's (real) clock.
  await page.clock.install({ time: new Date('2026-11-21T09:00:00+05:30') });
  await page.goto(`/attempt/${paper.id}`);
  const attemptId = await attemptIdOf(page);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(10:00|09:5\d)$/);
  await expect(page.getByTestId('countdown')).toHaveAttribute('data-urgent', 'false');
  await page
    .getByRole('group', { name: 'Your answer to question 1' })
    .getByRole('radio')
    .nth(right)
    .check();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  await page.clock.fastForward('05:30');
  await expect(timer).toHaveText(/^04:[0-3]\d$/);
  await expect(page.getByTestId('countdown')).toHaveAttribute('data-urgent', 'true');
  await page.clock.fastForward('03:45');
  await expect(page.getByRole('status').filter({ hasText: '1 minute left' })).toBeAttached();

  await page.clock.fastForward('01:00');
  await expect(
    page.getByText('Time is up: your answers have been submitted.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('result-score')).toHaveText('1 / 7');
  const attempt = await attemptFromServer(page, attemptId);
  expect(attempt.status).toBe('submitted');
  expect(attempt.score).toBe(1);
});

test("signed out, the attempt pages ask for an account; someone else's paper is not found", async ({
  page,
}) => {
  const id = '0b3f4c9e-6a51-4d0f-9d6e-3c2a1b0f9e8d';
  for (const path of [`/attempt/${id}`, `/attempts/${id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Welcome to Prashna' })).toBeVisible();
  }
  await signUpViaApi(page);
  await page.goto(`/attempt/${id}`);
  await expect(page.getByRole('heading', { name: 'Paper not found' })).toBeVisible();
  await page.goto(`/attempts/${id}`);
  await expect(page.getByRole('heading', { name: 'Paper not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate a paper' })).toHaveAttribute(
    'href',
    '/generate',
  );
});
