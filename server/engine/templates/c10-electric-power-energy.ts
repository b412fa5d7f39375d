import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { decimal, fracDecimal } from '../tex';
import { article, marks } from './helpers';
import { WRITER_T1 } from './provenance';

/**
 * A heating appliance, one in the house, with powers that are whole multiples of 220 W (so the
 * current from the 220 V mains is a whole number of amperes) and the hours a day it is used.
 */
const HEAVY = [
  {
    en: 'electric iron',
    hi: 'विद्युत इस्तरी',
    feminine: true,
    watts: [660, 880, 1100],
    hours: [1, 2],
  },
  {
    en: 'electric heater',
    hi: 'विद्युत तापक',
    feminine: false,
    watts: [1100, 1540, 1760, 2200],
    hours: [2, 3, 4, 5],
  },
  {
    en: 'electric stove',
    hi: 'विद्युत चूल्हा',
    feminine: false,
    watts: [1100, 1320, 1540],
    hours: [1, 2, 3],
  },
] as const;

/** Several small appliances of one kind, their power each and the hours a day they are on. */
const LIGHT = [
  {
    en: 'fans',
    hi: 'पंखे',
    verbHi: 'चलाए जाते हैं',
    watts: [50, 60, 75],
    hours: [6, 8, 10, 12],
  },
  {
    en: 'bulbs',
    hi: 'बल्ब',
    verbHi: 'जलाए जाते हैं',
    watts: [40, 60, 100],
    hours: [4, 5, 6, 8],
  },
] as const;

const DAYS = [7, 10, 15, 20, 28, 30, 31];
/** The price of 1 kW h in paise: whole rupees and half rupees. */
const RATES = [300, 400, 450, 500, 550, 600, 650, 700, 750, 800];
const MAINS = 220;

type Params = {
  heavy: number;
  p1: number;
  t1: number;
  light: number;
  n: number;
  p2: number;
  t2: number;
  days: number;
  rate: number;
};

/** Watt hours a day, kilowatt hours in all, the cost in paise and the current in amperes. */
function worked({ p1, t1, n, p2, t2, days, rate }: Params) {
  const perDay = p1 * t1 + n * p2 * t2;
  const energy = new Fraction(perDay * days, 1000);
  return {
    heavyWh: p1 * t1,
    lightWh: n * p2 * t2,
    perDay,
    energy,
    paise: energy.mul(rate),
    current: new Fraction(p1, MAINS),
  };
}

const kwh = (value: Fraction) => fracDecimal(value);
/** Rupees: whole, or with two places of paise (₹ 690, ₹ 876.50). */
const rupees = (paise: Fraction) =>
  paise.mod(100).equals(0) ? `${paise.div(100).valueOf()}` : decimal(Number(paise.n), 2, true);

const result = (energy: Fraction, paise: Fraction, current: Fraction): Value => ({
  tex: `E = ${kwh(energy)}\\ \\text{kW h};\\ ₹\\,${rupees(paise)};\\ I = ${fracDecimal(current)}\\ \\text{A}`,
  exact: energy,
});

/**
 * Class 10, Electricity: the electrical energy used by a heating appliance and several fans or
 * bulbs over some days, in kW h, its cost at a price per kW h, and the current the appliance
 * draws from the 220 V mains (P = VI). Built so that the energy has one decimal place and the
 * cost is in whole paise.
 */
export default defineTemplate<Params>({
  id: 'sci.c10.electricity.power-energy-cost',
  // Version 2: "an 880 W electric iron".
  version: 2,
  provenance: WRITER_T1,
  scope: [{ curriculum: 'in-cbse', class: 10, subject: 'science', chapter: 'electricity' }],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply'],
  tags: ['electric-power', 'electrical-energy', 'kilowatt-hour', 'cost-of-energy'],
  minVariants: 300,
  draw: (d) => {
    const heavy = d.int('heavy', 0, HEAVY.length - 1);
    const light = d.int('light', 0, LIGHT.length - 1);
    return {
      heavy,
      p1: d.pick('p1', HEAVY[heavy]!.watts),
      t1: d.pick('t1', HEAVY[heavy]!.hours),
      light,
      n: d.int('n', 2, 6),
      p2: d.pick('p2', LIGHT[light]!.watts),
      t2: d.pick('t2', LIGHT[light]!.hours),
      days: d.pick('days', DAYS),
      rate: d.pick('rate', RATES),
    };
  },
  constraints: [
    // The energy in all has at most one decimal place (kW h), the cost is in whole paise.
    { id: 'energy-in-tenths', ok: (p) => ((p.p1 * p.t1 + p.n * p.p2 * p.t2) * p.days) % 100 === 0 },
    { id: 'cost-in-paise', ok: (p) => Number(worked(p).paise.d) === 1 },
    { id: 'whole-current', ok: (p) => p.p1 % MAINS === 0 },
  ],
  answer: (p) => {
    const { energy, paise, current } = worked(p);
    return result(energy, paise, current);
  },
  // A second method: the energy in joules (power in W times time in s) converted with
  // 1 kW h = 3.6 × 10⁶ J, and the current from the appliance's resistance R = V²/P with I = V/R.
  verify: (p, answer) => {
    const seconds = (hours: number) => hours * 3600 * p.days;
    const joules = p.p1 * seconds(p.t1) + p.n * p.p2 * seconds(p.t2);
    const energy = new Fraction(joules, 3_600_000);
    const resistance = new Fraction(MAINS * MAINS, p.p1);
    const current = new Fraction(MAINS).div(resistance);
    if (!current.mul(MAINS).equals(p.p1)) return 'P = VI does not hold';
    const expected = result(energy, energy.mul(p.rate), current);
    return answer.tex === expected.tex ? true : `joules and R = V²/P give ${expected.tex}`;
  },
  text: (p, language) => {
    const heavy = HEAVY[p.heavy]!;
    const light = LIGHT[p.light]!;
    const w = worked(p);
    const perDayKwh = kwh(new Fraction(w.perDay, 1000));
    const hi = language === 'hi';
    const name = hi ? heavy.hi : heavy.en;
    const daily = `${p.p1}\\ \\text{W} \\times ${p.t1}\\ \\text{h} = ${w.heavyWh}\\ \\text{W h}`;
    const many = `${p.n} \\times ${p.p2}\\ \\text{W} \\times ${p.t2}\\ \\text{h} = ${w.lightWh}\\ \\text{W h}`;
    const sum = `${w.heavyWh} + ${w.lightWh} = ${w.perDay}\\ \\text{W h} = \\frac{${w.perDay}}{1000}\\ \\text{kW h} = ${perDayKwh}\\ \\text{kW h}`;
    const total = `E = ${perDayKwh} \\times ${p.days} = ${kwh(w.energy)}\\ \\text{kW h}`;
    const rate = rupees(new Fraction(p.rate));
    const cost = `${kwh(w.energy)} \\times ${rate} = ${rupees(w.paise)}`;
    const current = `I = \\frac{P}{V} = \\frac{${p.p1}}{${MAINS}} = ${fracDecimal(w.current)}\\ \\text{A}`;
    return hi
      ? {
          stem: `एक घर में $${p.p1}$ W ${heavy.feminine ? 'की' : 'का'} एक ${name} प्रतिदिन $${p.t1}$ h ${heavy.feminine ? 'चलाई जाती है' : 'चलाया जाता है'} और $${p.p2}$ W वाले $${p.n}$ ${light.hi} प्रतिदिन $${p.t2}$ h ${light.verbHi}। $${p.days}$ दिनों में (a) व्यय हुई विद्युत ऊर्जा kW h में, तथा (b) ₹$${rate}$ प्रति kW h की दर से इस ऊर्जा का मूल्य ज्ञात कीजिए। (c) $${MAINS}$ V पर प्रचालित होने पर ${name} कितनी विद्युत धारा ${heavy.feminine ? 'लेती' : 'लेता'} है?`,
          answer: `(a) $${kwh(w.energy)}$ kW h (b) ₹$${rupees(w.paise)}$ (c) $${fracDecimal(w.current)}$ A`,
          steps: [
            `एक दिन में ऊर्जा, $E = P \\times t$: ${name} $${daily}$; ${light.hi} $${many}$; कुल $${sum}$ ${marks(1, language)}`,
            `(a) $${p.days}$ दिनों में $${total}$। (b) मूल्य $= ${cost}$, अर्थात् ₹$${rupees(w.paise)}$ ${marks(1, language)}`,
            `(c) $P = VI$ से $${current}$ ${marks(1, language)}`,
          ],
        }
      : {
          stem: `In a house, ${article(p.p1)} $${p.p1}$ W ${name} is used for $${p.t1}$ h every day, and $${p.n}$ ${light.en} of $${p.p2}$ W each are used for $${p.t2}$ h every day. For $${p.days}$ days, find (a) the electrical energy consumed, in kW h, and (b) its cost at ₹$${rate}$ per kW h. (c) What current does the ${name} draw from the $${MAINS}$ V mains?`,
          answer: `(a) $${kwh(w.energy)}$ kW h (b) ₹$${rupees(w.paise)}$ (c) $${fracDecimal(w.current)}$ A`,
          steps: [
            `Energy used in one day, $E = P \\times t$: the ${name} $${daily}$; the ${light.en} $${many}$; in all $${sum}$ ${marks(1, language)}`,
            `(a) In $${p.days}$ days, $${total}$. (b) Cost $= ${cost}$, that is ₹$${rupees(w.paise)}$ ${marks(1, language)}`,
            `(c) From $P = VI$: $${current}$ ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: (p) =>
    `${p.heavy}|${p.p1}|${p.t1}|${p.light}|${p.n}|${p.p2}|${p.t2}|${p.days}|${p.rate}`,
});
