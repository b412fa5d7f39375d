import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { fracDecimal } from '../tex';
import { article, marks } from './helpers';
import { ENGINEERING_2026_11_26 } from './provenance';

/** Pairs of resistors (ohms) whose parallel combination is a whole number. */
const PAIRS: [number, number][] = [];
for (let a = 2; a <= 30; a++)
  for (let b = a + 1; b <= 60; b++) if ((a * b) % (a + b) === 0) PAIRS.push([a, b]);

const parallel = (a: number, b: number) => (a * b) / (a + b);

const result = (total: number, current: Fraction): Value => ({
  tex: `R = ${total}\\ \\Omega;\\ I = ${fracDecimal(current)}\\ \\text{A}`,
  exact: current,
});

/**
 * Class 10, Electricity: two resistors in parallel, in series with a third, across a battery;
 * the equivalent resistance and the current drawn. Built so that the combination is a whole
 * number of ohms and the current has at most two decimal places.
 */
export default defineTemplate({
  id: 'sci.c10.electricity.series-parallel-current',
  // Version 2: "an 18 V battery"; 1/R_p reduced, no words inside the maths; पार्श्वक्रम and
  // श्रेणीक्रम as the Hindi book says.
  version: 2,
  provenance: ENGINEERING_2026_11_26,
  scope: [{ curriculum: 'in-cbse', class: 10, subject: 'science', chapter: 'electricity' }],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply', 'analyse'],
  tags: ['resistors-in-parallel', 'resistors-in-series', 'ohms-law'],
  minVariants: 300,
  draw: (d) => {
    const [r1, r2] = d.pick('pair', PAIRS);
    const r3 = d.int('r3', 1, 12);
    const volts = d.pick('volts', [3, 6, 9, 12, 18, 24]);
    return { r1, r2, r3, volts };
  },
  constraints: [
    {
      id: 'current-in-hundredths',
      ok: ({ r1, r2, r3, volts }) => (100 * volts) % (parallel(r1, r2) + r3) === 0,
    },
  ],
  maxTries: 400,
  answer: ({ r1, r2, r3, volts }) => {
    const total = parallel(r1, r2) + r3;
    return result(total, new Fraction(volts, total));
  },
  // A second method: share the battery's voltage between the series resistor and the pair,
  // then add the two branch currents (Kirchhoff's current law) and check the voltages add up.
  verify: ({ r1, r2, r3, volts }, answer) => {
    const conductance = 1 / r1 + 1 / r2;
    const vPair = volts / (1 + r3 * conductance);
    const current = vPair / r1 + vPair / r2;
    if (Math.abs(vPair + current * r3 - volts) > 1e-9) return 'the voltages do not add up';
    const total = volts / current;
    const expected = result(Math.round(total), new Fraction(Math.round(current * 100), 100));
    return answer.tex === expected.tex ? true : `the branches give ${expected.tex}`;
  },
  text: ({ r1, r2, r3, volts }, language) => {
    const rp = parallel(r1, r2);
    const total = rp + r3;
    const current = new Fraction(volts, total);
    // 1/R_p as the sum of the fractions, reduced to 1/R_p (R_p is a whole number of ohms).
    const reciprocal = `\\frac{1}{R_p} = \\frac{1}{${r1}} + \\frac{1}{${r2}} = \\frac{${r1 + r2}}{${r1 * r2}} = \\frac{1}{${rp}}`;
    const rpTex = `R_p = ${rp}\\ \\Omega`;
    const series = `R = R_p + R_3 = ${rp} + ${r3} = ${total}\\ \\Omega`;
    const ohm = `I = \\frac{V}{R} = \\frac{${volts}}{${total}} = ${fracDecimal(current)}\\ \\text{A}`;
    const hi = language === 'hi';
    return {
      stem: hi
        ? `दिए गए परिपथ में $R_1 = ${r1}\\ \\Omega$ और $R_2 = ${r2}\\ \\Omega$ के प्रतिरोधक पार्श्वक्रम में हैं, और यह संयोजन $R_3 = ${r3}\\ \\Omega$ के साथ श्रेणीक्रम में $${volts}$ V की बैटरी से जुड़ा है। (a) परिपथ का तुल्य प्रतिरोध और (b) बैटरी से ली गई धारा ज्ञात कीजिए।`
        : `In the given circuit, resistors $R_1 = ${r1}\\ \\Omega$ and $R_2 = ${r2}\\ \\Omega$ are in parallel, and this combination is in series with $R_3 = ${r3}\\ \\Omega$ across ${article(volts)} $${volts}$ V battery. Find (a) the equivalent resistance of the circuit and (b) the current drawn from the battery.`,
      answer: `(a) $${total}\\ \\Omega$ (b) $${fracDecimal(current)}$ A`,
      steps: hi
        ? [
            `पार्श्वक्रम संयोजन: $${reciprocal}$, अतः $${rpTex}$ ${marks(1, language)}`,
            `श्रेणीक्रम में: $${series}$ ${marks(1, language)}`,
            `ओम के नियम से: $${ohm}$ ${marks(1, language)}`,
          ]
        : [
            `In parallel: $${reciprocal}$, so $${rpTex}$ ${marks(1, language)}`,
            `In series: $${series}$ ${marks(1, language)}`,
            `By Ohm's law: $${ohm}$ ${marks(1, language)}`,
          ],
    };
  },
  figure: ({ r1, r2, r3, volts }) => ({
    alt: {
      en: `A circuit: a ${volts} V battery, a resistor R₃ of ${r3} Ω, then resistors R₁ of ${r1} Ω and R₂ of ${r2} Ω side by side in parallel, joined back to the battery.`,
      hi: `एक परिपथ: ${volts} V की बैटरी, ${r3} Ω का प्रतिरोधक R₃, फिर ${r1} Ω का R₁ और ${r2} Ω का R₂ पार्श्वक्रम में, और वापस बैटरी तक।`,
    },
    circuit: {
      nodes: { a: [0, 0], e: [0, 3], f: [2.5, 3], g: [6, 3], f2: [2.5, 5], g2: [6, 5], c: [6, 0] },
      parts: [
        { type: 'battery', between: ['a', 'e'], label: `${volts} V` },
        { type: 'resistor', between: ['e', 'f'], label: `R₃ = ${r3} Ω` },
        { type: 'resistor', between: ['f', 'g'], label: `R₁ = ${r1} Ω` },
        { type: 'wire', between: ['f', 'f2'] },
        { type: 'resistor', between: ['f2', 'g2'], label: `R₂ = ${r2} Ω` },
        { type: 'wire', between: ['g2', 'g'] },
        { type: 'wire', between: ['g', 'c'] },
        { type: 'wire', between: ['c', 'a'] },
      ],
      junctions: ['f', 'g'],
    },
  }),
  fingerprint: ({ r1, r2, r3, volts }) => `${r1}|${r2}|${r3}|${volts}`,
});
