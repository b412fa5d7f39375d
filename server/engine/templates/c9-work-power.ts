import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { fracDecimal, grouped } from '../tex';
import { marks } from './helpers';
import { WRITER_T1 } from './provenance';

const G = 10;

/**
 * Heights h = v²/(2g) from which a falling body lands at a whole (even) speed v, paired with
 * lifting times t at which the motor raises the load at 0.1 to 2 m/s: [v, t].
 */
function setups(): [number, number][] {
  const out: [number, number][] = [];
  const times = [5, 8, 10, 12, 15, 16, 20, 24, 25, 30, 40, 45, 50, 60, 75, 80, 90, 100, 120];
  for (let v = 8; v <= 30; v += 2)
    for (const t of times) {
      const h = (v * v) / (2 * G);
      if (h <= 2 * t && h >= 0.1 * t) out.push([v, t]);
    }
  return out;
}

const SETUPS = setups();

/** The height in tenths of a metre, the work in joules and the power in watts (exact). */
function worked(m: number, v: number, t: number) {
  const h = new Fraction(v * v, 2 * G);
  const work = h.mul(m * G);
  return { h, work, power: work.div(t), speed: v };
}

const num = (value: Fraction) =>
  Number(value.d) === 1 ? grouped(Number(value.n)) : fracDecimal(value);

const result = (work: Fraction, power: Fraction, speed: number): Value => ({
  tex: `W = ${num(work)}\\ \\text{J};\\ P = ${num(power)}\\ \\text{W};\\ v = ${speed}\\ \\text{m/s}`,
  exact: work,
});

/**
 * Class 9, Work, Energy and Simple Machines: a motor lifts a load through a height at a steady
 * speed; the work done against gravity (mgh), the power (W/t), and the speed with which the
 * load would land if it fell back (the potential energy turned into kinetic energy). The height
 * is built from the landing speed, so every answer is a whole number.
 */
export default defineTemplate({
  id: 'sci.c9.work-energy.work-power-lift',
  version: 1,
  provenance: WRITER_T1,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 9,
      subject: 'science',
      chapter: 'work-energy-and-simple-machines',
    },
  ],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply'],
  tags: ['work-done', 'power', 'potential-energy', 'kinetic-energy', 'conservation-of-energy'],
  minVariants: 300,
  draw: (d) => {
    const [v, t] = d.pick('setup', SETUPS);
    const m = 50 * d.int('m', 1, 10);
    return { m, v, t };
  },
  constraints: [
    // The power is a whole number of watts.
    { id: 'whole-power', ok: ({ m, v, t }) => Number(worked(m, v, t).power.d) === 1 },
    // A motor lifts a load at a steady 0.1 to 2 m/s.
    {
      id: 'steady-lifting-speed',
      ok: ({ v, t }) => (v * v) / (2 * G) <= 2 * t && (v * v) / (2 * G) >= 0.1 * t,
    },
  ],
  answer: ({ m, v, t }) => {
    const { work, power, speed } = worked(m, v, t);
    return result(work, power, speed);
  },
  // A second method: the power as force times lifting speed (P = mg × h/t), and the landing
  // speed from the time of fall, t = √(2h/g) and v = gt (in floating point).
  verify: ({ m, v, t }, answer) => {
    const h = (v * v) / (2 * G);
    const force = m * G;
    const power = force * (h / t);
    const fall = Math.sqrt((2 * h) / G);
    const speed = G * fall;
    const work = power * t;
    if (Math.abs(speed - Math.round(speed)) > 1e-9) return `the load lands at ${speed} m/s`;
    if (Math.abs(power - Math.round(power)) > 1e-6) return `the power is ${power} W`;
    const expected = result(
      new Fraction(Math.round(work)),
      new Fraction(Math.round(power)),
      Math.round(speed),
    );
    return answer.tex === expected.tex ? true : `P = Fv and v = gt give ${expected.tex}`;
  },
  text: ({ m, v, t }, language) => {
    const { h, work, power } = worked(m, v, t);
    const height = fracDecimal(h);
    const mgh = `W = mgh = ${m} \\times ${G} \\times ${height} = ${num(work)}\\ \\text{J}`;
    const watts = `P = \\frac{W}{t} = \\frac{${num(work)}}{${t}} = ${num(power)}\\ \\text{W}`;
    const energy = `\\frac{1}{2}mv^2 = mgh`;
    const square = `v^2 = 2gh = 2 \\times ${G} \\times ${height} = ${v * v}`;
    const check = `\\frac{1}{2}mv^2 = \\frac{1}{2} \\times ${m} \\times ${v}^2 = ${num(work)}\\ \\text{J}`;
    return language === 'hi'
      ? {
          stem: `एक विद्युत मोटर रस्सी द्वारा $${m}$ kg द्रव्यमान के एक बोझ को धरती से $${height}$ m की ऊँचाई तक $${t}$ s में एकसमान चाल से ऊपर उठाती है, जैसा आकृति में दिखाया गया है। ($g = ${G}$ m/s² लीजिए।) ज्ञात कीजिए (a) गुरुत्व बल के विरुद्ध मोटर द्वारा किया गया कार्य, (b) मोटर की शक्ति। (c) यदि बोझ इस ऊँचाई से मुक्त रूप से नीचे गिरे, तो वह किस चाल से धरती से टकराएगा? (वायु का प्रतिरोध नगण्य है।)`,
          answer: `(a) $${num(work)}$ J (b) $${num(power)}$ W (c) $${v}$ m/s`,
          steps: [
            `(a) $${mgh}$ ${marks(1, language)}`,
            `(b) $${watts}$ ${marks(1, language)}`,
            `(c) गिरते समय बोझ की स्थितिज ऊर्जा गतिज ऊर्जा में बदलती है: $${energy}$, अतः $${square}$ और $v = ${v}$ m/s। जाँच: $${check}$ $= W$ ✓ ${marks(1, language)}`,
          ],
        }
      : {
          stem: `An electric motor lifts a load of mass $${m}$ kg with a rope from the ground to a height of $${height}$ m at a steady speed in $${t}$ s, as shown in the figure. (Take $g = ${G}$ m/s².) Find (a) the work done by the motor against the force of gravity and (b) the power of the motor. (c) If the load fell freely from this height, with what speed would it hit the ground? (Neglect air resistance.)`,
          answer: `(a) $${num(work)}$ J (b) $${num(power)}$ W (c) $${v}$ m/s`,
          steps: [
            `(a) $${mgh}$ ${marks(1, language)}`,
            `(b) $${watts}$ ${marks(1, language)}`,
            `(c) As the load falls, its potential energy turns into kinetic energy: $${energy}$, so $${square}$ and $v = ${v}$ m/s. Check: $${check}$ $= W$ ✓ ${marks(1, language)}`,
          ],
        };
  },
  figure: ({ m, v, t }) => {
    const h = (v * v) / (2 * G);
    const s = h / 6;
    const x = s * 1.4;
    return {
      size: 'small',
      alt: {
        en: `A load of ${m} kg hangs from a rope over a pulley, ${fracDecimal(new Fraction(v * v, 2 * G))} m above the ground; a dashed outline on the ground shows where it started. It is lifted in ${t} s.`,
        hi: `${m} kg का एक बोझ घिरनी से लटकी रस्सी पर धरती से ${fracDecimal(new Fraction(v * v, 2 * G))} m ऊपर है; धरती पर बनी टूटी रेखा वाली आकृति बताती है कि वह कहाँ से उठा। उसे ${t} s में उठाया गया।`,
      },
      geometry: {
        points: {
          G1: { at: [-1.2 * h * 0.5, 0], hidden: true },
          G2: { at: [1.2 * h * 0.5, 0], hidden: true },
          A: { at: [-s / 2, h], hidden: true },
          B: { at: [s / 2, h], hidden: true },
          C: { at: [s / 2, h + s], hidden: true },
          D: { at: [-s / 2, h + s], hidden: true },
          A0: { at: [-s / 2, 0], hidden: true },
          B0: { at: [s / 2, 0], hidden: true },
          C0: { at: [s / 2, s], hidden: true },
          D0: { at: [-s / 2, s], hidden: true },
          R: { at: [0, h + s], hidden: true },
          Q: { at: [0, h + 1.8 * s], hidden: true },
          H0: { at: [x, 0], hidden: true },
          H1: { at: [x, h], hidden: true },
          M: { at: [x, h / 2], hidden: true },
        },
        segments: [
          ['G1', 'G2'],
          ['A', 'B'],
          ['B', 'C'],
          ['C', 'D'],
          ['D', 'A'],
          { ends: ['A0', 'D0'], dashed: true },
          { ends: ['D0', 'C0'], dashed: true },
          { ends: ['C0', 'B0'], dashed: true },
          ['R', 'Q'],
          { ends: ['M', 'H0'], arrow: true },
          { ends: ['M', 'H1'], arrow: true },
        ],
        shaded: [['A', 'B', 'C', 'D']],
        circles: [{ center: 'Q', radius: s * 0.3 }],
        lengths: [
          {
            ends: ['H0', 'H1'],
            label: `${fracDecimal(new Fraction(v * v, 2 * G))} m`,
            side: 'right',
          },
        ],
        texts: [{ at: [-s * 2.3, h + s / 2], text: `${m} kg` }],
      },
    };
  },
  fingerprint: ({ m, v, t }) => `${m}|${v}|${t}`,
});
