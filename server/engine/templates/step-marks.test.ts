import { describe, expect, it } from 'vitest';
import { instantiate } from '../template';
import { templates } from './index';

/**
 * The marks written after the steps of a worked solution, "(1 mark)" or "(1 अंक)", add up to the
 * template's marks in every language; MCQs carry none. Checked on a sample of variants.
 */
const MARKS = { en: /\((\d+) marks?\)/g, hi: /\((\d+) अंक\)/g } as const;

describe.each(templates.map((t) => [t.id, t] as const))('template %s', (_id, template) => {
  it('has step marks that add up to its marks', () => {
    for (let i = 1; i <= 50; i++) {
      const instance = instantiate(template, `marks:${i}`);
      for (const language of ['en', 'hi'] as const) {
        const steps = template.text(instance.params, language).steps.join('\n');
        const total = [...steps.matchAll(MARKS[language])].reduce(
          (sum, m) => sum + Number(m[1]),
          0,
        );
        expect(total, `${instance.key} ${language}`).toBe(
          template.type === 'mcq' ? 0 : template.marks,
        );
      }
    }
  });
});
