import { defineTemplate, type Value } from '../template';
import { primePowers } from '../tex';
import { marks, primeFactors } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/** Square-free numbers: the part left over when a number is not a perfect square. */
const SQUARE_REST = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15];
/** Cube-free numbers (each prime once or twice): the part left over from a perfect cube. */
const CUBE_REST = [2, 3, 4, 5, 6, 7, 9, 12, 18, 25];

/** Numbers that NCERT exercises multiply or divide to a perfect square or cube: not reused. */
const NCERT: Record<string, number[]> = {
  '2|multiply': [180, 252, 768, 1008, 2028, 1458],
  '2|divide': [252, 396, 1620, 2645, 2800, 2925],
  '3|multiply': [72, 100, 243, 256, 675],
  '3|divide': [81, 128, 135, 192, 704],
};

const pair = (k: number, root: number): Value => ({ tex: `${k};\\ ${root}` });

/** For each prime of `rest`, the factor that makes its power a multiple of `power`. */
function completion(rest: number, power: number): number {
  const counts = new Map<number, number>();
  for (const p of primeFactors(rest)) counts.set(p, (counts.get(p) ?? 0) + 1);
  let k = 1;
  for (const [p, e] of counts) k *= p ** ((power - (e % power)) % power);
  return k;
}

/**
 * Class 8, A Square and a Cube: the smallest number to multiply or divide N by to get a perfect
 * square or cube, and the root of the result. Built backwards: N = s^2 × r or s^3 × r with r
 * square-free or cube-free and not 1.
 */
export default defineTemplate({
  id: 'math.c8.squares-cubes.smallest-factor',
  // Version 2: numbers set in NCERT exercises left out.
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 8, subject: 'mathematics', chapter: 'a-square-and-a-cube' },
  ],
  type: 'short',
  // A routine textbook exercise in three steps: medium for class 8.
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply', 'analyse'],
  tags: ['perfect-square', 'perfect-cube', 'prime-factorisation'],
  minVariants: 300,
  draw: (d) => {
    const power = d.pick('power', [2, 3] as const);
    const operation = d.pick('operation', ['multiply', 'divide'] as const);
    const s = power === 2 ? d.int('s', 2, 20) : d.int('s', 2, 7);
    const rest = d.pick('rest', power === 2 ? SQUARE_REST : CUBE_REST);
    return { power, operation, s, rest, n: s ** power * rest };
  },
  constraints: [
    { id: 'not-too-large', ok: ({ n }) => n <= 6000 },
    {
      id: 'not-ncert-data',
      ok: ({ power, operation, n }) => !NCERT[`${power}|${operation}`]!.includes(n),
    },
  ],
  answer: ({ power, operation, s, rest }) => {
    if (operation === 'divide') return pair(rest, s);
    const k = completion(rest, power);
    return pair(k, s * Math.round((rest * k) ** (1 / power)));
  },
  verify: ({ power, operation, n }, answer) => {
    // Try k = 2, 3, … until n × k (or n ÷ k) is a perfect square or cube.
    const rootOf = (m: number) => {
      const r = Math.round(m ** (1 / power));
      for (const c of [r - 1, r, r + 1]) if (c > 0 && c ** power === m) return c;
      return 0;
    };
    for (let k = 2; k <= n; k++) {
      if (operation === 'divide' && n % k !== 0) continue;
      const root = rootOf(operation === 'multiply' ? n * k : n / k);
      if (root) return answer.tex === pair(k, root).tex ? true : `search finds ${k} and ${root}`;
    }
    return 'no factor found';
  },
  text: ({ power, operation, rest, n }, language) => {
    const k = operation === 'divide' ? rest : completion(rest, power);
    const result = operation === 'divide' ? n / k : n * k;
    const root = Math.round(result ** (1 / power));
    const multiply = operation === 'multiply';
    const square = power === 2;
    const sign = `\\${square ? 'sqrt' : 'sqrt[3]'}{${result}}`;
    const kTex = primePowers(k) === `${k}` ? `${k}` : `${k} = ${primePowers(k)}`;
    const factorised = `${n} = ${primePowers(n)}`;
    const product = `${multiply ? `${n} \\times ${k}` : `${n} \\div ${k}`} = ${result} = ${primePowers(result)}`;
    const rootTex = `${sign} = ${root}`;
    if (language === 'hi') {
      const kind = square ? 'पूर्ण वर्ग' : 'पूर्ण घन';
      const rootWord = square ? 'वर्गमूल' : 'घनमूल';
      const group = square ? 'जोड़े' : 'तीन-तीन के समूह';
      const outcome = multiply ? 'गुणनफल' : 'भागफल';
      return {
        stem: `वह सबसे छोटी संख्या ज्ञात कीजिए जिससे $${n}$ को ${multiply ? 'गुणा करने' : 'भाग देने'} पर ${outcome} एक ${kind} हो जाए। इस ${outcome} का ${rootWord} भी ज्ञात कीजिए।`,
        answer: `सबसे छोटी संख्या $${k}$; ${rootWord} $${rootTex}$`,
        steps: [
          `अभाज्य गुणनखंडन: $${factorised}$ ${marks(1, language)}`,
          `जिन अभाज्य गुणनखंडों के ${group} पूरे नहीं बनते, ${multiply ? `उनके ${group} पूरे करने के लिए सबसे छोटा गुणक` : 'उन्हें हटाने के लिए सबसे छोटा भाजक'} $${kTex}$ है। ${marks(1, language)}`,
          `$${product}$, अतः $${rootTex}$ ${marks(1, language)}`,
        ],
      };
    }
    const kind = square ? 'perfect square' : 'perfect cube';
    const rootWord = square ? 'square root' : 'cube root';
    const group = square ? 'pairs' : 'groups of three';
    const outcome = multiply ? 'product' : 'quotient';
    return {
      stem: `Find the smallest number by which $${n}$ must be ${multiply ? 'multiplied' : 'divided'} so that the ${outcome} is a ${kind}. Also find the ${rootWord} of the ${outcome}.`,
      answer: `The smallest number is $${k}$; the ${rootWord} is $${rootTex}$.`,
      steps: [
        `Prime factorisation: $${factorised}$ ${marks(1, language)}`,
        `Some prime factors do not make complete ${group}. The smallest number that ${multiply ? 'completes' : 'removes'} them is $${kTex}$. ${marks(1, language)}`,
        `$${product}$, so $${rootTex}$ ${marks(1, language)}`,
      ],
    };
  },
  fingerprint: ({ power, operation, n }) => `${power}|${operation}|${n}`,
});
