import type { Page } from '@playwright/test';

/** On the generate form: CBSE class 10 Mathematics, Real Numbers, 3 MCQs and 1 short answer. */
export async function chooseSmallMathsPaper(page: Page) {
  await page.getByLabel('Subject', { exact: true }).selectOption('mathematics');
  await page.getByRole('checkbox', { name: /Real Numbers/ }).check();
  const types = ['Multiple choice', 'Short answer', 'Long answer', 'Case study'];
  for (const [i, count] of [3, 1, 0, 0].entries())
    await page
      .getByRole('spinbutton', { name: `Number of ${types[i]} questions` })
      .fill(String(count));
}
