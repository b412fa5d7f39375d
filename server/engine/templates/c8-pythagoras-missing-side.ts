import { defineTemplate, exact } from '../template';
import { gcd, marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/**
 * All Pythagorean triples [a, b, c] with a < b < c <= max, from Euclid's formula
 * (k(m² - n²), 2kmn, k(m² + n²)) with m > n, co-prime, of opposite parity.
 */
function triples(max: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let m = 2; m * m < max; m++)
    for (let n = 1; n < m; n++) {
      if ((m - n) % 2 === 0 || gcd(m, n) !== 1) continue;
      for (let k = 1; k * (m * m + n * n) <= max; k++) {
        const x = k * (m * m - n * n);
        const y = k * 2 * m * n;
        out.push([Math.min(x, y), Math.max(x, y), k * (m * m + n * n)]);
      }
    }
  return out.sort((p, q) => p[2] - q[2] || p[0] - q[0]);
}

const TRIPLES = triples(100);
/** Ladders are at most 25 m long. */
const LADDER_TRIPLES = TRIPLES.filter(([, , c]) => c <= 25);

/**
 * Tasks set in NCERT books (setting|a|b|c|unknown), not reused: the 10 m ladder reaching 8 m,
 * the 15 m ladder reaching 12 m, the rectangle of side 40 cm and diagonal 41 cm, and the right
 * triangle with legs 10 cm and 24 cm.
 */
const NCERT = [
  'ladder|6|8|10|short',
  'ladder|9|12|15|short',
  'rectangle|9|40|41|short',
  'triangle|10|24|26|hypotenuse',
];

/** What is asked: the hypotenuse, or one of the two legs. */
const UNKNOWNS = ['hypotenuse', 'short', 'long'] as const;

/** Ladders have few triples, so they come up less often than the other two settings. */
const SETTINGS = ['ladder', 'triangle', 'triangle', 'rectangle', 'rectangle'] as const;

/**
 * Class 8, The Baudhayana–Pythagoras Theorem: the third side of a right triangle from the other
 * two, in a ladder, a triangle or a rectangle's diagonal. Built backwards from a triple.
 */
export default defineTemplate({
  id: 'math.c8.pythagoras.missing-side',
  // Version 2: NCERT's own ladders, rectangle and triangle left out; the rectangle's right angle
  // named in triangle ABC.
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 8,
      subject: 'mathematics',
      chapter: 'the-baudhayana-pythagoras-theorem',
    },
  ],
  type: 'short',
  difficulty: 'medium',
  marks: 2,
  competencies: ['apply'],
  tags: ['pythagoras-theorem', 'right-triangle'],
  minVariants: 300,
  draw: (d) => {
    const setting = d.pick('setting', SETTINGS);
    const [a, b, c] = d.pick('triple', setting === 'ladder' ? LADDER_TRIPLES : TRIPLES);
    return { a, b, c, unknown: d.pick('unknown', UNKNOWNS), setting };
  },
  constraints: [
    {
      id: 'not-ncert-data',
      ok: ({ a, b, c, unknown, setting }) =>
        !NCERT.includes(`${setting}|${a}|${b}|${c}|${unknown}`),
    },
  ],
  answer: ({ a, b, c, unknown }) =>
    exact(unknown === 'hypotenuse' ? c : unknown === 'short' ? a : b),
  verify: ({ a, b, c, unknown }, answer) => {
    // Search for the only whole number that completes the right triangle.
    const [p, q] = unknown === 'hypotenuse' ? [a, b] : unknown === 'short' ? [b, c] : [a, c];
    let found = 0;
    for (let x = 1; x <= p + q; x++) {
      const ok = unknown === 'hypotenuse' ? p * p + q * q === x * x : x * x + p * p === q * q;
      if (ok) found = x;
    }
    return answer.exact?.equals(found) ? true : `search finds ${found}`;
  },
  text: ({ a, b, c, unknown, setting }, language) => {
    const x = unknown === 'hypotenuse' ? c : unknown === 'short' ? a : b;
    // The two known sides: the legs for the hypotenuse, else the hypotenuse and the other leg.
    // (in the order of the rule: AB, BC for the triangle; h, d or AB, BC for the others).
    const legs = setting === 'triangle' ? [a, b] : [b, a];
    const known = unknown === 'hypotenuse' ? legs : [c, unknown === 'short' ? b : a];
    const [p, q] = known as [number, number];
    const square =
      unknown === 'hypotenuse'
        ? `${p}^2 + ${q}^2 = ${p * p} + ${q * q} = ${x * x}`
        : `${p}^2 - ${q}^2 = ${p * p} - ${q * q} = ${x * x}`;
    const root = `\\sqrt{${x * x}} = ${x}`;
    const u = setting === 'ladder' ? 'm' : 'cm';
    const hi = language === 'hi';
    let stem: string;
    let symbol: string;
    let rule: string;
    if (setting === 'ladder') {
      // Legs: the height reached on the wall (long) and the foot's distance from the wall (short).
      symbol = unknown === 'hypotenuse' ? 'l' : unknown === 'short' ? 'd' : 'h';
      rule = 'l^2 = h^2 + d^2';
      const ladder = hi ? `सीढ़ी की लंबाई $${c}$ m है` : `A ladder $${c}$ m long`;
      if (unknown === 'hypotenuse')
        stem = hi
          ? `एक सीढ़ी दीवार के सहारे टिकी है। सीढ़ी का ऊपरी सिरा भूमि से $${b}$ m की ऊँचाई पर दीवार को छूता है और उसका निचला सिरा दीवार से $${a}$ m दूर है। सीढ़ी की लंबाई ज्ञात कीजिए।`
          : `A ladder leans against a wall. Its top touches the wall at a height of $${b}$ m above the ground and its foot is $${a}$ m from the wall. Find the length of the ladder.`;
      else if (unknown === 'short')
        stem = hi
          ? `एक दीवार के सहारे टिकी ${ladder} और यह भूमि से $${b}$ m की ऊँचाई पर दीवार को छूती है। सीढ़ी का निचला सिरा दीवार से कितनी दूर है?`
          : `${ladder} leans against a wall and reaches a height of $${b}$ m up the wall. How far is the foot of the ladder from the wall?`;
      else
        stem = hi
          ? `एक दीवार के सहारे टिकी ${ladder} और इसका निचला सिरा दीवार से $${a}$ m दूर है। सीढ़ी दीवार पर कितनी ऊँचाई तक पहुँचती है?`
          : `${ladder} leans against a wall with its foot $${a}$ m from the wall. How high up the wall does it reach?`;
    } else if (setting === 'triangle') {
      symbol = unknown === 'hypotenuse' ? 'AC' : unknown === 'short' ? 'AB' : 'BC';
      rule = 'AC^2 = AB^2 + BC^2';
      const and = hi ? 'और' : 'and';
      const given =
        unknown === 'hypotenuse'
          ? `$AB = ${a}$ cm ${and} $BC = ${b}$ cm`
          : unknown === 'short'
            ? `$BC = ${b}$ cm ${and} $AC = ${c}$ cm`
            : `$AB = ${a}$ cm ${and} $AC = ${c}$ cm`;
      stem = hi
        ? `त्रिभुज $ABC$ में $\\angle B = 90^\\circ$, ${given} है। $${symbol}$ ज्ञात कीजिए।`
        : `In triangle $ABC$, $\\angle B = 90^\\circ$, ${given}. Find $${symbol}$.`;
    } else {
      symbol = unknown === 'hypotenuse' ? 'AC' : unknown === 'short' ? 'BC' : 'AB';
      rule = 'AC^2 = AB^2 + BC^2';
      if (unknown === 'hypotenuse')
        stem = hi
          ? `एक आयत $ABCD$ की भुजाएँ $AB = ${b}$ cm और $BC = ${a}$ cm हैं। इसके विकर्ण $AC$ की लंबाई ज्ञात कीजिए।`
          : `A rectangle $ABCD$ has sides $AB = ${b}$ cm and $BC = ${a}$ cm. Find the length of its diagonal $AC$.`;
      else {
        const side = unknown === 'short' ? `AB = ${b}` : `BC = ${a}`;
        stem = hi
          ? `एक आयत $ABCD$ का विकर्ण $AC = ${c}$ cm और भुजा $${side}$ cm है। भुजा $${symbol}$ ज्ञात कीजिए।`
          : `A rectangle $ABCD$ has diagonal $AC = ${c}$ cm and side $${side}$ cm. Find the side $${symbol}$.`;
      }
    }
    const solved = `${symbol}^2 = ${square}`;
    const whereEn =
      setting === 'ladder'
        ? 'The ladder, the wall and the ground form a right triangle with the ladder as its hypotenuse. Let $l$ be the length of the ladder, $h$ the height it reaches and $d$ the distance of its foot from the wall. '
        : setting === 'rectangle'
          ? 'The diagonal $AC$ divides the rectangle into two right triangles; in triangle $ABC$, $\\angle B = 90^\\circ$. '
          : '';
    const whereHi =
      setting === 'ladder'
        ? 'सीढ़ी, दीवार और भूमि एक समकोण त्रिभुज बनाते हैं जिसका कर्ण सीढ़ी है। मान लीजिए सीढ़ी की लंबाई $l$, उसके द्वारा पहुँची ऊँचाई $h$ और उसके निचले सिरे की दीवार से दूरी $d$ है। '
        : setting === 'rectangle'
          ? 'विकर्ण $AC$ आयत को दो समकोण त्रिभुजों में बाँटता है; त्रिभुज $ABC$ में $\\angle B = 90^\\circ$ है। '
          : '';
    return hi
      ? {
          stem,
          answer: `$${symbol} = ${x}$ ${u}`,
          steps: [
            `${whereHi}बौधायन–पाइथागोरस प्रमेय से: $${rule}$ ${marks(1, language)}`,
            `$${solved}$, अतः $${symbol} = ${root}$ ${u} ${marks(1, language)}`,
          ],
        }
      : {
          stem,
          answer: `$${symbol} = ${x}$ ${u}`,
          steps: [
            `${whereEn}By the Baudhayana–Pythagoras theorem: $${rule}$ ${marks(1, language)}`,
            `$${solved}$, so $${symbol} = ${root}$ ${u} ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ a, b, c, unknown, setting }) => `${a}|${b}|${c}|${unknown}|${setting}`,
});
