import katex from 'katex';
import { FigureSchema } from '@common/schemas/figure';
import { ProvenanceSchema } from '@common/schemas/question';
import { provenanceProblems, readLicences } from '../../content/provenance';
import { renderFigure } from '../../figures/render-figure';
import { describe, expect, it } from 'vitest';
import { hardLineBreaks, mathFragments } from '@common/math-text';
import { readCatalog } from '../../content/catalog';
import { instantiate, type AnyTemplate, type TemplateInstance } from '../template';
import { templates } from './index';

/**
 * The property test every template passes (docs/question-templates.md §6): 1,000 variants, all
 * valid and verified by the template's independent oracle, determinism, variety, MCQ options
 * distinct with balanced key positions, math that renders, tidy output, the same numbers in
 * English and Hindi.
 */
const VARIANTS = 1000;
const UNTIDY = [
  /\+ -/,
  /- -/,
  /(^|[^0-9.])1x/,
  /\^\{?1\}?(?![0-9])/,
  /\+ 0(?![0-9.])/,
  /NaN|undefined|Infinity|\[object/,
  /\d\.\d{11,}/,
];

function texts(template: AnyTemplate, instance: TemplateInstance, language: 'en' | 'hi') {
  const text = template.text(instance.params, language);
  return [
    text.stem,
    text.answer,
    ...text.steps,
    ...(instance.options ?? []).map((o) => `$${o.tex}$`),
  ];
}

const numbersIn = (strings: string[]) =>
  strings
    .flatMap(mathFragments)
    .join(' ')
    .match(/\d+(\.\d+)?/g) ?? [];

const catalog = readCatalog();
const licences = readLicences();

describe.each(templates.map((t) => [t.id, t] as const))('template %s', (_id, template) => {
  const instances = Array.from({ length: VARIANTS }, (_, i) =>
    instantiate(template, `seed:${i + 1}`),
  );

  it('records who wrote it and who reviewed it, never the same person', () => {
    const { provenance } = template;
    expect(ProvenanceSchema.parse(provenance).source).toBe('template');
    expect(provenanceProblems(template.id, provenance, licences)).toEqual([]);
  });

  it('belongs to chapters the catalog knows', () => {
    for (const scope of template.scope) {
      const subject = catalog.subjects.find(
        (s) =>
          s.curriculum === scope.curriculum && s.class === scope.class && s.id === scope.subject,
      );
      expect(subject?.chapters.map((c) => c.id)).toContain(scope.chapter);
    }
  });

  it('is deterministic for a key', () => {
    expect(instantiate(template, 'seed:7')).toEqual(instances[6]);
  });

  it('finds a valid, verified variant for every key within its tries', () => {
    // instantiate throws on a failed verification or an exhausted template
    expect(instances).toHaveLength(VARIANTS);
    const meanTries = instances.reduce((sum, x) => sum + x.tries, 0) / VARIANTS;
    expect(meanTries).toBeLessThanOrEqual(5);
  });

  it('has enough distinct variants, none dominating', () => {
    const counts = new Map<string, number>();
    for (const x of instances) counts.set(x.fingerprint, (counts.get(x.fingerprint) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(Math.min(template.minVariants, 300));
    const largest = Math.max(...counts.values()) / VARIANTS;
    expect(largest).toBeLessThanOrEqual(Math.max(0.02, 3 / counts.size));
  });

  it('renders every math fragment and reads tidily, in English and Hindi', () => {
    for (const instance of instances.slice(0, 300)) {
      for (const language of ['en', 'hi'] as const) {
        for (const text of texts(template, instance, language)) {
          for (const tex of mathFragments(text))
            expect(() =>
              katex.renderToString(tex, { throwOnError: true, strict: 'ignore' }),
            ).not.toThrow();
          for (const pattern of UNTIDY)
            expect(text, `${instance.key} ${language}`).not.toMatch(pattern);
          // A new line is a new paragraph: no hard break mid-sentence (issue 12).
          expect(hardLineBreaks(text), `${instance.key} ${language}`).toEqual([]);
        }
      }
    }
    // KaTeX over 600 texts: seconds on a busy two-core machine, not a hang.
  }, 30_000);

  it('draws its figure, if it has one, for every variant', () => {
    if (!template.figure) return;
    for (const instance of instances.slice(0, 300)) {
      const figure = FigureSchema.parse(template.figure(instance.params));
      expect(figure.alt.hi, instance.key).toBeTruthy();
      expect(renderFigure(figure, 'hi').svg).toMatch(/^<svg /);
    }
  });

  it('uses the same numbers in every language', () => {
    for (const instance of instances.slice(0, 300)) {
      const en = texts(template, instance, 'en');
      const hi = texts(template, instance, 'hi');
      expect(numbersIn(hi).sort(), instance.key).toEqual(numbersIn(en).sort());
    }
  });

  it.runIf(template.type === 'mcq')(
    'offers four distinct options, one of them the answer, keys balanced',
    () => {
      const positions = [0, 0, 0, 0];
      for (const x of instances) {
        const options = x.options!;
        expect(options).toHaveLength(4);
        expect(new Set(options.map((o) => o.tex)).size).toBe(4);
        expect(options[x.answerIndex!]).toEqual(x.answer);
        const equalToKey = options.filter(
          (o) => o.exact && x.answer.exact && o.exact.equals(x.answer.exact),
        );
        expect(equalToKey.length).toBeLessThanOrEqual(1);
        positions[x.answerIndex!]! += 1;
      }
      const expected = VARIANTS / 4;
      const chiSquare = positions.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(11.34); // p > 0.01 with 3 degrees of freedom
    },
  );

  it.runIf(template.type === 'mcq')('uses each misconception in at least half the variants', () => {
    for (const distractor of template.distractors ?? []) {
      const used = instances.filter((x) =>
        x.misconceptions?.includes(distractor.misconception),
      ).length;
      expect(used / VARIANTS, distractor.id).toBeGreaterThanOrEqual(0.5);
    }
  });
});
