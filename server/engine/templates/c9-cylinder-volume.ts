import Fraction from 'fraction.js';
import { defineTemplate, exact } from '../template';
import { FIRST_TEMPLATES } from './provenance';

const PI = new Fraction(22, 7);

const OBJECTS = [
  { en: 'A cylindrical container', hi: 'एक बेलनाकार बर्तन' },
  { en: 'A solid metal cylinder', hi: 'धातु के एक ठोस बेलन' },
  { en: 'A cylindrical tin', hi: 'एक बेलनाकार डिब्बे' },
] as const;

/**
 * Class 9, Math of Space: the volume of a cylinder from its diameter and height, with π = 22/7.
 * Either the radius or the height is a multiple of 7, so every option is a whole number.
 */
export default defineTemplate({
  id: 'math.c9.surface-volume.cylinder-volume',
  version: 1,
  provenance: FIRST_TEMPLATES,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 9,
      subject: 'mathematics',
      chapter: 'math-of-space-surface-area-and-volume',
    },
  ],
  type: 'mcq',
  difficulty: 'medium',
  marks: 1,
  competencies: ['apply'],
  tags: ['cylinder', 'volume'],
  minVariants: 300,
  draw: (d) => {
    const r = d.int('r', 3, 21);
    const h = r % 7 === 0 ? d.int('h', 3, 30) : 7 * d.int('h', 1, 5);
    return { r, h, object: d.int('object', 0, OBJECTS.length - 1) };
  },
  answer: ({ r, h }) => exact(PI.mul(r * r * h)),
  verify: ({ r, h }, answer) => {
    // Stack h unit-thick discs of area (22/7) r^2, in floating point.
    let volume = 0;
    for (let layer = 0; layer < h; layer++) volume += (22 / 7) * r * r;
    return Math.abs((answer.exact?.valueOf() ?? NaN) - volume) < 1e-6
      ? true
      : `discs give ${volume}`;
  },
  text: ({ r, h, object }, language) => {
    const v = PI.mul(r * r * h).valueOf();
    const thing = OBJECTS[object]!;
    const radius = `r = \\frac{${2 * r}}{2} = ${r}`;
    const volume = `V = \\pi r^2 h = \\frac{22}{7} \\times ${r}^2 \\times ${h} = \\frac{22}{7} \\times ${r * r} \\times ${h} = ${v}`;
    return language === 'hi'
      ? {
          stem: `${thing.hi} का व्यास $${2 * r}$ cm और ऊँचाई $${h}$ cm है। $\\pi = \\frac{22}{7}$ लेकर, इसका आयतन (cm³ में) है`,
          answer: `$${v}$ cm³`,
          steps: [`त्रिज्या $${radius}$ cm`, `$${volume}$ cm³`],
        }
      : {
          stem: `${thing.en} has a diameter of $${2 * r}$ cm and a height of $${h}$ cm. Taking $\\pi = \\frac{22}{7}$, its volume (in cm³) is`,
          answer: `$${v}$ cm³`,
          steps: [`Radius $${radius}$ cm`, `$${volume}$ cm³`],
        };
  },
  distractors: [
    {
      id: 'cyl.diameter-as-radius',
      misconception: 'Used the diameter in place of the radius.',
      value: ({ r, h }) => exact(PI.mul(4 * r * r * h)),
    },
    {
      id: 'cyl.curved-surface-area',
      misconception: 'Found the curved surface area $2\\pi rh$ instead of the volume.',
      value: ({ r, h }) => exact(PI.mul(2 * r * h)),
    },
    {
      id: 'cyl.radius-not-squared',
      misconception: 'Did not square the radius: used $\\pi r h$.',
      value: ({ r, h }) => exact(PI.mul(r * h)),
    },
  ],
  fingerprint: ({ r, h, object }) => `${r}|${h}|${object}`,
});
