import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { fracDecimal, fracTex } from '../tex';
import { marks } from './helpers';
import { WRITER_T1 } from './provenance';

/**
 * Object distances d beyond the focus of a concave mirror of focal length f (magnitudes, cm)
 * whose image distance fd / (d − f) is a whole number of centimetres, at most 120 cm, with a
 * magnification of at most 4, and object heights h whose image height hf / (d − f) has at most
 * one decimal place and is at most 20 cm: [f, d, h].
 */
function setups(): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const f of [5, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 25, 30])
    for (let d = f + 1; d <= Math.min(4 * f, 100); d++) {
      if ((f * d) % (d - f) !== 0) continue;
      if ((f * d) / (d - f) > 120 || f > 4 * (d - f)) continue;
      for (let h = 1; h <= 10; h++)
        if ((10 * h * f) % (d - f) === 0 && h * f <= 20 * (d - f)) out.push([f, d, h]);
    }
  return out;
}

const SETUPS = setups();

/** The image with the New Cartesian sign convention: u = −d, f = −F, so v = −Fd / (d − F). */
const image = (f: number, d: number, h: number) => ({
  v: new Fraction(-f * d, d - f),
  m: new Fraction(-f, d - f),
  height: new Fraction(-h * f, d - f),
});

const pair = (v: Fraction, height: Fraction): Value => ({
  tex: `v = ${fracTex(v)}\\ \\text{cm};\\ h' = ${fracDecimal(height)}\\ \\text{cm}`,
  exact: v,
});

type Place = 'beyond' | 'at' | 'between';

/** Where the real image lies: beyond C (object between F and C), at C, or between F and C. */
const placeOf = (f: number, d: number): Place =>
  d < 2 * f ? 'beyond' : d === 2 * f ? 'at' : 'between';

/**
 * Class 10, Light: Reflection and Refraction. The image of an object placed beyond the focus of
 * a concave mirror, by the mirror formula and the magnification m = −v/u, with the New Cartesian
 * sign convention; the figure shows the mirror, F, C and the object (the rays are the student's).
 */
export default defineTemplate({
  id: 'sci.c10.light.concave-mirror-image',
  // Version 2: the size stated in a full Hindi sentence; m = -(v)/(u) with brackets; NCERT's
  // exercise left out.
  version: 2,
  provenance: WRITER_T1,
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
  tags: ['mirror-formula', 'magnification', 'concave-mirror', 'sign-convention'],
  minVariants: 300,
  draw: (d) => {
    const [f, dist, h] = d.pick('setup', SETUPS);
    return { f, d: dist, h };
  },
  constraints: [
    { id: 'object-beyond-focus', ok: ({ f, d }) => d > f },
    { id: 'whole-image-distance', ok: ({ f, d }) => (f * d) % (d - f) === 0 },
    // NCERT's exercise: a 7.0 cm object 27 cm from a concave mirror of focal length 18 cm.
    { id: 'not-ncert-data', ok: ({ f, d, h }) => !(f === 18 && d === 27 && h === 7) },
  ],
  answer: ({ f, d, h }) => {
    const { v, height } = image(f, d, h);
    return pair(v, height);
  },
  // A second method: Newton's form of the mirror formula, x·x′ = f², with x and x′ the distances
  // of the object and the image from the focus, and m = −x′/f (in floating point).
  verify: ({ f, d, h }, answer) => {
    const x = d - f;
    const xImage = (f * f) / x;
    const distance = f + xImage;
    const height = (-xImage / f) * h;
    if (Math.abs(distance - Math.round(distance)) > 1e-9)
      return `Newton's form puts the image ${distance} cm from the pole`;
    const expected = pair(
      new Fraction(-Math.round(distance)),
      new Fraction(Math.round(height * 10), 10),
    );
    return answer.tex === expected.tex ? true : `Newton's form gives ${expected.tex}`;
  },
  text: ({ f, d, h }, language) => {
    const { v, m, height } = image(f, d, h);
    const gap = d - f;
    const simplified = gap === 1 ? '' : ` = -\\frac{1}{${fracTex(v.neg())}}`;
    const inverse = `\\frac{1}{v} = \\frac{1}{f} - \\frac{1}{u} = \\frac{1}{-${f}} - \\frac{1}{-${d}} = -\\frac{1}{${f}} + \\frac{1}{${d}} = -\\frac{${gap}}{${f * d}}${simplified}`;
    const vSolve = `v = ${fracTex(v)}`;
    const magnify = `m = -\\frac{v}{u} = -\\frac{(${fracTex(v)})}{(-${d})} = ${fracTex(m)}`;
    const tall = `h' = m \\times h = ${fracTex(m)} \\times ${h} = ${fracDecimal(height)}`;
    const size =
      height.abs().compare(h) > 0 ? 'larger' : height.abs().compare(h) < 0 ? 'smaller' : 'same';
    const compare = size === 'larger' ? '>' : size === 'smaller' ? '<' : '=';
    const sizeEn = { larger: 'enlarged', smaller: 'diminished', same: 'of the same size' }[size];
    const sizeHi = { larger: 'आवर्धित', smaller: 'छोटा', same: 'समान आकार का' }[size];
    const place = placeOf(f, d);
    const placeEn = {
      beyond: 'beyond the centre of curvature C',
      at: 'at the centre of curvature C',
      between: 'between the focus F and the centre of curvature C',
    }[place];
    const placeHi = {
      beyond: 'वक्रता केंद्र C से परे',
      at: 'वक्रता केंद्र C पर',
      between: 'फोकस F और वक्रता केंद्र C के बीच',
    }[place];
    return language === 'hi'
      ? {
          stem: `$${h}$ cm ऊँचा एक बिंब $${f}$ cm फोकस दूरी वाले अवतल दर्पण के मुख्य अक्ष पर दर्पण से $${d}$ cm दूर रखा है, जैसा आकृति में दिखाया गया है। दर्पण सूत्र का उपयोग करके प्रतिबिंब की स्थिति और ऊँचाई ज्ञात कीजिए तथा उसकी प्रकृति बताइए।`,
          answer: `$v = ${fracTex(v)}$ cm (दर्पण के सामने, ${placeHi}), $h' = ${fracDecimal(height)}$ cm: वास्तविक, उलटा और ${sizeHi}।`,
          steps: [
            `नई कार्तीय चिह्न परिपाटी से $u = -${d}$ cm, $f = -${f}$ cm। दर्पण सूत्र $\\frac{1}{v} + \\frac{1}{u} = \\frac{1}{f}$ से $${inverse}$, अतः $${vSolve}$ cm ${marks(1, language)}`,
            `आवर्धन $${magnify}$, अतः $${tall}$ cm ${marks(1, language)}`,
            `$v$ ऋणात्मक है, इसलिए प्रतिबिंब दर्पण के सामने (${placeHi}) बनता है और वास्तविक है; $h'$ ऋणात्मक है, इसलिए उलटा है; $|m| ${compare} 1$, इसलिए यह ${sizeHi} है। ${marks(1, language)}`,
          ],
        }
      : {
          stem: `An object $${h}$ cm tall stands on the principal axis of a concave mirror of focal length $${f}$ cm, $${d}$ cm from the mirror, as shown in the figure. Using the mirror formula, find the position and the height of the image, and state its nature.`,
          answer: `$v = ${fracTex(v)}$ cm (in front of the mirror, ${placeEn}), $h' = ${fracDecimal(height)}$ cm: real, inverted and ${sizeEn}.`,
          steps: [
            `By the New Cartesian sign convention, $u = -${d}$ cm and $f = -${f}$ cm. From the mirror formula $\\frac{1}{v} + \\frac{1}{u} = \\frac{1}{f}$: $${inverse}$, so $${vSolve}$ cm ${marks(1, language)}`,
            `Magnification $${magnify}$, so $${tall}$ cm ${marks(1, language)}`,
            `$v$ is negative, so the image forms in front of the mirror (${placeEn}) and is real; $h'$ is negative, so it is inverted; $|m| ${compare} 1$, so it is ${sizeEn}. ${marks(1, language)}`,
          ],
        };
  },
  figure: ({ f, d, h }) => ({
    size: 'wide',
    alt: {
      en: `A concave mirror with its principal axis; the focus F and the centre of curvature C are marked ${f} cm and ${2 * f} cm in front of the pole P. An object ${h} cm tall stands on the axis ${d} cm in front of the mirror.`,
      hi: `मुख्य अक्ष सहित एक अवतल दर्पण; ध्रुव P के सामने ${f} cm पर फोकस F और ${2 * f} cm पर वक्रता केंद्र C अंकित हैं। ${h} cm ऊँचा एक बिंब दर्पण के सामने ${d} cm दूर अक्ष पर खड़ा है।`,
    },
    optics: {
      element: 'concave-mirror',
      focalLength: f,
      objectDistance: d,
      objectHeight: h,
      showImage: false,
    },
  }),
  fingerprint: ({ f, d, h }) => `${f}|${d}|${h}`,
});
