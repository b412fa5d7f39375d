import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { fracDecimal, fracTex } from '../tex';
import { marks } from './helpers';
import { ENGINEERING_2026_11_26 } from './provenance';

/**
 * Object distances d beyond the focus of a convex lens of focal length f whose image distance
 * v = fd / (d − f) is a whole number of centimetres, with object heights h whose image height
 * −hf / (d − f) has at most one decimal place: [f, d, h].
 */
function setups(): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const f of [5, 6, 8, 10, 12, 15, 16, 18, 20, 24, 25, 30])
    for (let d = f + 1; d <= 4 * f; d++) {
      if ((f * d) % (d - f) !== 0) continue;
      // An image within 120 cm and at most four times the object, as a page can draw it.
      if ((f * d) / (d - f) > 120 || f / (d - f) > 4) continue;
      for (let h = 1; h <= 8; h++) if ((10 * h * f) % (d - f) === 0) out.push([f, d, h]);
    }
  return out;
}

const SETUPS = setups();

const image = (f: number, d: number, h: number) => ({
  v: new Fraction(f * d, d - f),
  height: new Fraction(-h * f, d - f),
});

const pair = (v: Fraction, height: Fraction): Value => ({
  tex: `v = ${fracTex(v)}\\ \\text{cm};\\ h' = ${fracDecimal(height)}\\ \\text{cm}`,
  exact: v,
});

/**
 * Class 10, Light: Reflection and Refraction. The image of an object placed beyond the focus of
 * a convex lens, by the lens formula and the magnification, with the New Cartesian sign
 * convention; the figure shows the lens, its foci and the object (the rays are the student's).
 */
export default defineTemplate({
  id: 'sci.c10.light.convex-lens-image',
  // Version 2: the size stated in a full Hindi sentence; NCERT's worked example left out.
  // Version 3: images within 120 cm and magnifications up to 4 (a page can draw them).
  version: 3,
  provenance: ENGINEERING_2026_11_26,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 10,
      subject: 'science',
      chapter: 'light-reflection-and-refraction',
    },
  ],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply'],
  tags: ['lens-formula', 'magnification', 'convex-lens', 'sign-convention'],
  minVariants: 100,
  draw: (d) => {
    const [f, dist, h] = d.pick('setup', SETUPS);
    return { f, d: dist, h };
  },
  constraints: [
    // NCERT's worked example: a 2.0 cm object 15 cm from a convex lens of focal length 10 cm.
    { id: 'not-ncert-data', ok: ({ f, d, h }) => !(f === 10 && d === 15 && h === 2) },
  ],
  answer: ({ f, d, h }) => {
    const { v, height } = image(f, d, h);
    return pair(v, height);
  },
  // A second method: intersect the two rays of the ray diagram (parallel ray through the far
  // focus, and the ray through the optical centre), in floating point.
  verify: ({ f, d, h }, answer) => {
    const x = 1 / (1 / f - 1 / d);
    const y = (-h * x) / d;
    const parallel = h - (h / f) * x;
    if (Math.abs(parallel - y) > 1e-9) return 'the two rays do not meet';
    const expected = pair(new Fraction(Math.round(x)), new Fraction(Math.round(y * 10), 10));
    if (Math.abs(x - Math.round(x)) > 1e-9) return `the rays meet at x = ${x}`;
    return answer.tex === expected.tex ? true : `the rays give ${expected.tex}`;
  },
  text: ({ f, d, h }, language) => {
    const { v, height } = image(f, d, h);
    const m = new Fraction(-f, d - f);
    const inverse = `\\frac{1}{v} = \\frac{1}{f} + \\frac{1}{u} = \\frac{1}{${f}} - \\frac{1}{${d}} = \\frac{${d - f}}{${f * d}}${d - f === 1 ? '' : ` = \\frac{1}{${fracTex(v)}}`}`;
    const vSolve = `v = ${fracTex(v)}`;
    const magnify = `m = \\frac{v}{u} = \\frac{${fracTex(v)}}{-${d}} = ${fracTex(m)}`;
    const tall = `h' = m \\times h = ${fracTex(m)} \\times ${h} = ${fracDecimal(height)}`;
    const size =
      height.abs().compare(h) > 0 ? 'larger' : height.abs().compare(h) < 0 ? 'smaller' : 'same';
    const sizeEn = { larger: 'enlarged', smaller: 'diminished', same: 'of the same size' }[size];
    const sizeHi = { larger: 'आवर्धित', smaller: 'छोटा', same: 'समान आकार का' }[size];
    return language === 'hi'
      ? {
          stem: `$${h}$ cm ऊँचा एक बिंब $${f}$ cm फोकस दूरी वाले उत्तल लेंस के मुख्य अक्ष पर लेंस से $${d}$ cm दूर रखा है, जैसा आकृति में दिखाया गया है। लेंस सूत्र का उपयोग करके प्रतिबिंब की स्थिति और ऊँचाई ज्ञात कीजिए तथा उसकी प्रकृति बताइए।`,
          answer: `$v = ${fracTex(v)}$ cm (लेंस के दूसरी ओर), $h' = ${fracDecimal(height)}$ cm: वास्तविक, उलटा और ${sizeHi}।`,
          steps: [
            `$u = -${d}$ cm, $f = +${f}$ cm। लेंस सूत्र $\\frac{1}{v} - \\frac{1}{u} = \\frac{1}{f}$ से $${inverse}$, अतः $${vSolve}$ cm ${marks(1, language)}`,
            `आवर्धन $${magnify}$, अतः $${tall}$ cm ${marks(1, language)}`,
            `$v$ धनात्मक है, इसलिए प्रतिबिंब लेंस के दूसरी ओर बनता है और वास्तविक है; $h'$ ऋणात्मक है, इसलिए उलटा है; $|m| ${size === 'larger' ? '>' : size === 'smaller' ? '<' : '='} 1$, इसलिए यह ${sizeHi} है। ${marks(1, language)}`,
          ],
        }
      : {
          stem: `An object $${h}$ cm tall stands on the principal axis of a convex lens of focal length $${f}$ cm, $${d}$ cm from the lens, as shown in the figure. Using the lens formula, find the position and the height of the image, and state its nature.`,
          answer: `$v = ${fracTex(v)}$ cm (on the other side of the lens), $h' = ${fracDecimal(height)}$ cm: real, inverted and ${sizeEn}.`,
          steps: [
            `$u = -${d}$ cm, $f = +${f}$ cm. From the lens formula $\\frac{1}{v} - \\frac{1}{u} = \\frac{1}{f}$: $${inverse}$, so $${vSolve}$ cm ${marks(1, language)}`,
            `Magnification $${magnify}$, so $${tall}$ cm ${marks(1, language)}`,
            `$v$ is positive, so the image forms on the other side of the lens and is real; $h'$ is negative, so it is inverted; $|m| ${size === 'larger' ? '>' : size === 'smaller' ? '<' : '='} 1$, so it is ${sizeEn}. ${marks(1, language)}`,
          ],
        };
  },
  figure: ({ f, d, h }) => ({
    size: 'wide',
    alt: {
      en: `A convex lens with its principal axis; the foci F₁ and F₂ and the points 2F₁ and 2F₂ are marked ${f} cm and ${2 * f} cm from the optical centre O. An object ${h} cm tall stands on the axis ${d} cm to the left of the lens.`,
      hi: `मुख्य अक्ष सहित एक उत्तल लेंस; प्रकाशिक केंद्र O से ${f} cm और ${2 * f} cm पर फोकस F₁, F₂ तथा बिंदु 2F₁, 2F₂ अंकित हैं। ${h} cm ऊँचा एक बिंब लेंस के बाईं ओर ${d} cm दूर अक्ष पर खड़ा है।`,
    },
    optics: {
      element: 'convex-lens',
      focalLength: f,
      objectDistance: d,
      objectHeight: h,
      showImage: false,
    },
  }),
  fingerprint: ({ f, d, h }) => `${f}|${d}|${h}`,
});
