import Fraction from 'fraction.js';
import { defineTemplate, exact } from '../template';
import { fracTex } from '../tex';
import { FIRST_TEMPLATES } from './provenance';

/** Colours: English, Hindi adjective before "गेंदें"/"गेंद" (feminine). */
const COLOURS = [
  ['red', 'लाल'],
  ['green', 'हरी'],
  ['blue', 'नीली'],
  ['white', 'सफ़ेद'],
  ['black', 'काली'],
  ['yellow', 'पीली'],
] as const;

/** The event: one colour (most often), not a colour, or one of two colours. */
const EVENTS = ['is', 'is', 'is', 'is', 'not', 'either'] as const;

type Params = {
  counts: number[];
  colours: number[];
  event: (typeof EVENTS)[number];
  /** The colour the event names (for 'either', the one colour left out). */
  target: number;
};

/** Favourable outcomes and the number of colours they cover. */
function favourable({ counts, event, target }: Params): [number, number] {
  const total = counts.reduce((s, n) => s + n, 0);
  if (event === 'is') return [counts[target]!, 1];
  return [total - counts[target]!, 2];
}

/**
 * Class 10, Probability: drawing one ball from a bag of three colours. The counts are distinct,
 * and the event is chosen so that its probability is not 1/2 and not the colour share 1/3 or 2/3.
 */
export default defineTemplate<Params>({
  id: 'math.c10.probability.bag-of-balls',
  // Version 2: NCERT's 5 red, 8 white and 4 green left out.
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [{ curriculum: 'in-cbse', class: 10, subject: 'mathematics', chapter: 'probability' }],
  type: 'mcq',
  difficulty: 'easy',
  marks: 1,
  competencies: ['apply'],
  tags: ['probability', 'equally-likely-outcomes'],
  minVariants: 300,
  draw: (d) => {
    const first = d.int('colour1', 0, 5);
    const second = d.int('colour2', 0, 5, [first]);
    const third = d.int('colour3', 0, 5, [first, second]);
    const a = d.int('count1', 2, 12);
    const b = d.int('count2', 2, 12, [a]);
    const c = d.int('count3', 2, 12, [a, b]);
    return {
      counts: [a, b, c],
      colours: [first, second, third],
      event: d.pick('event', EVENTS),
      target: d.int('target', 0, 2),
    };
  },
  constraints: [
    {
      // NCERT's box of 5 red, 8 white and 4 green marbles is not reused as a bag of balls.
      id: 'not-ncert-data',
      ok: ({ counts, colours }) =>
        ![
          [5, 0],
          [8, 3],
          [4, 1],
        ].every(([n, colour]) => counts.some((c, i) => c === n && colours[i] === colour)),
    },
    {
      id: 'not-a-half-or-a-colour-share',
      ok: (p) => {
        const total = p.counts.reduce((s, n) => s + n, 0);
        const [f, k] = favourable(p);
        return 2 * f !== total && 3 * f !== k * total;
      },
    },
  ],
  answer: (p) => {
    const total = p.counts.reduce((s, n) => s + n, 0);
    return exact(new Fraction(favourable(p)[0], total));
  },
  verify: (p, answer) => {
    // List every ball and count the ones the event accepts.
    const balls = p.counts.flatMap((n, i) => Array.from({ length: n }, () => i));
    const accepts = (i: number) => (p.event === 'is' ? i === p.target : i !== p.target);
    const hits = balls.filter(accepts).length;
    return answer.exact?.equals(new Fraction(hits, balls.length))
      ? true
      : `counting gives ${hits}/${balls.length}`;
  },
  text: (p, language) => {
    const { counts, colours, event, target } = p;
    const total = counts.reduce((s, n) => s + n, 0);
    const [f] = favourable(p);
    const name = (i: number) => COLOURS[colours[i]!]![language === 'hi' ? 1 : 0];
    const others = [0, 1, 2].filter((i) => i !== target);
    const sum = `${counts[0]} + ${counts[1]} + ${counts[2]} = ${total}`;
    const reduced = fracTex(new Fraction(f, total));
    const raw = `\\frac{${f}}{${total}}`;
    const prob = `P = ${raw}${raw === reduced ? '' : ` = ${reduced}`}`;
    const favourableTex =
      event === 'is' ? `${f}` : `${counts[others[0]!]} + ${counts[others[1]!]} = ${f}`;
    if (language === 'hi') {
      const what =
        event === 'is'
          ? `${name(target)} होने`
          : event === 'not'
            ? `${name(target)} न होने`
            : `${name(others[0]!)} या ${name(others[1]!)} होने`;
      const kind =
        event === 'is' ? `${name(target)} गेंदें` : `${name(others[0]!)} या ${name(others[1]!)} गेंदें`;
      return {
        stem: `एक थैले में $${counts[0]}$ ${name(0)}, $${counts[1]}$ ${name(1)} और $${counts[2]}$ ${name(2)} गेंदें हैं। थैले में से एक गेंद यादृच्छया निकाली जाती है। निकाली गई गेंद के ${what} की प्रायिकता है`,
        answer: `$${reduced}$`,
        steps: [
          `कुल गेंदें $= ${sum}$; सभी परिणाम समप्रायिक हैं।`,
          `अनुकूल परिणाम (${kind}) $= ${favourableTex}$`,
          `$${prob}$`,
        ],
      };
    }
    const what =
      event === 'is'
        ? name(target)
        : event === 'not'
          ? `not ${name(target)}`
          : `${name(others[0]!)} or ${name(others[1]!)}`;
    const kind =
      event === 'is' ? `${name(target)} balls` : `${name(others[0]!)} or ${name(others[1]!)} balls`;
    return {
      stem: `A bag contains $${counts[0]}$ ${name(0)}, $${counts[1]}$ ${name(1)} and $${counts[2]}$ ${name(2)} balls. One ball is drawn at random. The probability that it is ${what} is`,
      answer: `$${reduced}$`,
      steps: [
        `Total number of balls $= ${sum}$; all outcomes are equally likely.`,
        `Favourable outcomes (${kind}) $= ${favourableTex}$`,
        `$${prob}$`,
      ],
    };
  },
  distractors: [
    {
      id: 'prob.odds',
      misconception:
        'Divided the favourable outcomes by the unfavourable outcomes instead of by all outcomes.',
      value: (p) => {
        const total = p.counts.reduce((s, n) => s + n, 0);
        const [f] = favourable(p);
        // A "probability" above 1 is too easy to rule out.
        return f < total - f ? exact(new Fraction(f, total - f)) : null;
      },
    },
    {
      id: 'prob.complement',
      misconception: 'Found the probability that the event does not happen.',
      value: (p) => {
        const total = p.counts.reduce((s, n) => s + n, 0);
        return exact(new Fraction(total - favourable(p)[0], total));
      },
    },
    {
      id: 'prob.colours-equally-likely',
      misconception:
        'Treated the three colours as equally likely, ignoring how many balls there are of each.',
      value: (p) => exact(new Fraction(favourable(p)[1], 3)),
    },
  ],
  fingerprint: ({ counts, colours, event, target }) =>
    `${counts.join(',')}|${colours.join(',')}|${event}|${target}`,
});
