import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { fracDecimal } from '../tex';
import { marks } from './helpers';
import { ENGINEERING_2026_11_26 } from './provenance';

const pair = (a: Fraction, s: Fraction): Value => ({
  tex: `a = ${fracDecimal(a)}\\ \\text{m/s}^2;\\ s = ${fracDecimal(s)}\\ \\text{m}`,
  exact: s,
});

/**
 * Class 9, Describing Motion Around Us: a straight velocity-time graph from u to v in t seconds;
 * the acceleration from its slope and the distance from the area under it, checked with the
 * equation of motion s = ut + ½at². The graph is drawn from the parameters.
 */
export default defineTemplate({
  id: 'sci.c9.motion.velocity-time-graph',
  // Version 2: the area is a triangle when the car starts from rest; (b) carries two marks and
  // the check none; the graph writes in t and v where no tick label shows them; NCERT's car
  // (18 km/h to 36 km/h in 5 s) left out.
  version: 2,
  provenance: ENGINEERING_2026_11_26,
  scope: [
    { curriculum: 'in-cbse', class: 9, subject: 'science', chapter: 'describing-motion-around-us' },
  ],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply', 'analyse'],
  tags: ['velocity-time-graph', 'acceleration', 'equations-of-motion'],
  minVariants: 300,
  draw: (d) => {
    const u = d.int('u', 0, 12);
    const t = d.int('t', 2, 10);
    const v = d.int('v', u + 2, u + 24);
    return { u, v, t };
  },
  constraints: [
    // The acceleration ends in at most two decimal places (no calculator in the exam).
    { id: 'tidy-acceleration', ok: ({ u, v, t }) => (100 * (v - u)) % t === 0 },
    { id: 'not-ncert-data', ok: ({ u, v, t }) => !(u === 5 && v === 10 && t === 5) },
  ],
  maxTries: 300,
  answer: ({ u, v, t }) => pair(new Fraction(v - u, t), new Fraction((u + v) * t, 2)),
  // A second method: the second equation of motion with the acceleration found.
  verify: ({ u, v, t }, answer) => {
    const a = (v - u) / t;
    const s = u * t + 0.5 * a * t * t;
    const expected = pair(
      new Fraction(Math.round(a * 100), 100),
      new Fraction(Math.round(s * 100), 100),
    );
    return answer.tex === expected.tex ? true : `s = ut + at²/2 gives ${expected.tex}`;
  },
  text: ({ u, v, t }, language) => {
    const a = new Fraction(v - u, t);
    const s = new Fraction((u + v) * t, 2);
    const slope = `a = \\frac{v - u}{t} = \\frac{${v} - ${u}}{${t}} = ${fracDecimal(a)}\\ \\text{m/s}^2`;
    const area =
      u === 0
        ? `s = \\frac{1}{2} \\times t \\times v = \\frac{1}{2} \\times ${t} \\times ${v} = ${fracDecimal(s)}\\ \\text{m}`
        : `s = \\frac{1}{2}(u + v)t = \\frac{1}{2} \\times (${u} + ${v}) \\times ${t} = ${fracDecimal(s)}\\ \\text{m}`;
    const check = `ut + \\frac{1}{2}at^2 = ${u} \\times ${t} + \\frac{1}{2} \\times ${fracDecimal(a)} \\times ${t}^2 = ${fracDecimal(s)}\\ \\text{m}`;
    // From rest the region under the graph is a triangle, otherwise a trapezium.
    const [shapeEn, shapeHi] = u === 0 ? ['a triangle', 'एक त्रिभुज'] : ['a trapezium', 'एक समलंब'];
    return language === 'hi'
      ? {
          stem: `दी गई आकृति एक सीधी सड़क पर चलती कार का वेग-समय ग्राफ़ है: $${t}$ s में उसका वेग $${u}$ m/s से समान रूप से बढ़कर $${v}$ m/s हो जाता है। ज्ञात कीजिए (a) कार का त्वरण, (b) इस समय में तय की गई दूरी।`,
          answer: `(a) $${fracDecimal(a)}$ m/s² (b) $${fracDecimal(s)}$ m`,
          steps: [
            `(a) त्वरण ग्राफ़ की ढाल है: $${slope}$ ${marks(1, language)}`,
            `(b) दूरी ग्राफ़ के नीचे का क्षेत्रफल (${shapeHi}) है: $${area}$ ${marks(2, language)}`,
            `जाँच, गति के दूसरे समीकरण से: $${check}$ ✓`,
          ],
        }
      : {
          stem: `The given figure is the velocity-time graph of a car on a straight road: in $${t}$ s its velocity rises uniformly from $${u}$ m/s to $${v}$ m/s. Find (a) the acceleration of the car and (b) the distance it covers in this time.`,
          answer: `(a) $${fracDecimal(a)}$ m/s² (b) $${fracDecimal(s)}$ m`,
          steps: [
            `(a) The acceleration is the slope of the graph: $${slope}$ ${marks(1, language)}`,
            `(b) The distance is the area under the graph (${shapeEn}): $${area}$ ${marks(2, language)}`,
            `Check with the second equation of motion: $${check}$ ✓`,
          ],
        };
  },
  figure: ({ u, v, t }) => {
    const top = Math.ceil((v + 2) / 5) * 5;
    const every = top > 20 ? 5 : top > 10 ? 2 : 1;
    // Values between the labelled ticks are written in: the time below its axis (about 12 px
    // down in a medium figure), the final velocity just above the dashed line to it.
    const texts: { at: [number, number]; text: string }[] = [];
    if (t % every !== 0) texts.push({ at: [t, -0.085 * top], text: `${t}` });
    if (v % every !== 0) texts.push({ at: [0.08 * (t + 1), v + 0.07 * top], text: `${v}` });
    return {
      alt: {
        en: `A velocity-time graph: a straight line from ${u} m/s at 0 s to ${v} m/s at ${t} s.`,
        hi: `वेग-समय ग्राफ़: 0 s पर ${u} m/s से ${t} s पर ${v} m/s तक एक सीधी रेखा।`,
      },
      geometry: {
        axes: { x: [0, t + 1], y: [0, top], graph: true, every, labels: ['t (s)', 'v (m/s)'] },
        points: {
          P: { at: [t, v], hidden: true },
          Q: { at: [t, 0], hidden: true },
          R: { at: [0, v], hidden: true },
        },
        curves: [
          {
            through: [
              [0, u],
              [t, v],
            ],
          },
        ],
        segments: [
          { ends: ['P', 'Q'], dashed: true },
          { ends: ['P', 'R'], dashed: true },
        ],
        texts,
      },
    };
  },
  fingerprint: ({ u, v, t }) => `${u}|${v}|${t}`,
});
