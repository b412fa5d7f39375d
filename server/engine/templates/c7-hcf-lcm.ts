import { defineTemplate, type Value } from '../template';
import { product } from '../tex';
import { gcd, marks, primeFactors, range } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

const pair = (hcf: number, lcm: number): Value => ({
  tex: `\\operatorname{HCF} = ${hcf},\\ \\operatorname{LCM} = ${lcm}`,
});

/** "2 \times 2 \times 3 = 12", or just "3" for a prime. */
const factorised = (n: number) => {
  const factors = primeFactors(n);
  return factors.length > 1 ? `${product(factors)} = ${n}` : `${n}`;
};

/**
 * Class 7, Finding Common Ground: HCF and LCM by prime factorisation. Built backwards from the
 * HCF g and two co-prime cofactors p and q, so the numbers are g·p and g·q. (Class 6 Prime Time
 * has common factors and multiples and prime factorisation, but HCF and LCM, and finding them
 * from the prime factorisations, come in class 7.)
 */
export default defineTemplate({
  // Formerly math.c6.prime-time.hcf-lcm (version 1), scoped to class 6 Prime Time.
  id: 'math.c7.common-ground.hcf-lcm',
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 7, subject: 'mathematics', chapter: 'finding-common-ground' },
  ],
  type: 'short',
  difficulty: 'medium',
  marks: 2,
  competencies: ['apply'],
  tags: ['prime-factorisation', 'hcf', 'lcm'],
  minVariants: 300,
  draw: (d) => {
    const g = d.int('g', 2, 12);
    const p = d.int('p', 2, 12);
    const q = d.pick(
      'q',
      range(2, 12, (x) => x !== p && gcd(p, x) === 1),
    );
    return { a: g * p, b: g * q, g, p, q };
  },
  answer: ({ g, p, q }) => pair(g, g * p * q),
  verify: ({ a, b }, answer) => {
    let hcf = Math.min(a, b);
    while (a % hcf !== 0 || b % hcf !== 0) hcf--;
    let multiple = a;
    while (multiple % b !== 0) multiple += a;
    return answer.tex === pair(hcf, multiple).tex
      ? true
      : `counting gives HCF ${hcf}, LCM ${multiple}`;
  },
  text: ({ a, b, g, p, q }, language) => {
    const lcm = g * p * q;
    const factors = `${a} = ${product(primeFactors(a))},\\quad ${b} = ${product(primeFactors(b))}`;
    const hcf = `\\operatorname{HCF} = ${factorised(g)}`;
    const lcmTex = `\\operatorname{LCM} = ${factorised(lcm)}`;
    const check = `${g} \\times ${lcm} = ${g * lcm} = ${a} \\times ${b}`;
    return language === 'hi'
      ? {
          stem: `अभाज्य गुणनखंडन द्वारा $${a}$ और $${b}$ का महत्तम समापवर्तक (HCF) और लघुत्तम समापवर्त्य (LCM) ज्ञात कीजिए।`,
          answer: `HCF $= ${g}$, LCM $= ${lcm}$`,
          steps: [
            `अभाज्य गुणनखंडन: $${factors}$ ${marks(1, language)}`,
            `HCF सार्व अभाज्य गुणनखंडों का गुणनफल है: $${hcf}$। LCM में प्रत्येक अभाज्य गुणनखंड उतनी बार लिया जाता है जितनी बार वह किसी एक संख्या में सबसे अधिक बार आता है: $${lcmTex}$। ${marks(1, language)}`,
            `जाँच: $${check}$ ✓`,
          ],
        }
      : {
          stem: `Find the HCF and the LCM of $${a}$ and $${b}$ by prime factorisation.`,
          answer: `HCF $= ${g}$, LCM $= ${lcm}$`,
          steps: [
            `Prime factorisation: $${factors}$ ${marks(1, language)}`,
            `The HCF is the product of the common prime factors: $${hcf}$. The LCM takes each prime factor the greatest number of times it occurs in either number: $${lcmTex}$. ${marks(1, language)}`,
            `Check: $${check}$ ✓`,
          ],
        };
  },
  fingerprint: ({ a, b }) => `${a}|${b}`,
});
