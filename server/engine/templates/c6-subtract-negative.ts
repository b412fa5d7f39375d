import { defineTemplate, exact } from '../template';
import { signed } from '../tex';
import { FIRST_TEMPLATES } from './provenance';

/**
 * Class 6, The Other Side of Zero: subtracting a negative integer from a negative integer,
 * (-a) - (-b). Both numbers negative and different, so every sign mistake gives a new number.
 */
export default defineTemplate({
  id: 'math.c6.integers.subtract-negative',
  version: 1,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 6, subject: 'mathematics', chapter: 'the-other-side-of-zero' },
  ],
  type: 'mcq',
  difficulty: 'easy',
  marks: 1,
  competencies: ['apply'],
  tags: ['integers', 'subtraction'],
  minVariants: 300,
  draw: (d) => {
    const a = d.int('a', -30, -1);
    return { a, b: d.int('b', -30, -1, [a]) };
  },
  answer: ({ a, b }) => exact(a - b),
  verify: ({ a, b }, answer) => {
    // On the number line: start at a and take |b| unit steps to the right (subtracting a
    // negative number moves up).
    let position = a;
    for (let i = 0; i < Math.abs(b); i++) position += 1;
    return answer.exact?.equals(position) ? true : `number line gives ${position}`;
  },
  text: ({ a, b }, language) => {
    const expression = `(${a}) - (${b})`;
    const working = `${expression} = ${a} ${signed(-b)} = ${a - b}`;
    return language === 'hi'
      ? {
          stem: `$${expression}$ का मान है`,
          answer: `$${a - b}$`,
          steps: [
            `किसी संख्या को घटाना उसके योज्य प्रतिलोम को जोड़ने के समान है: $${b}$ को घटाना $${-b}$ को जोड़ने के समान है।`,
            `$${working}$`,
          ],
        }
      : {
          stem: `The value of $${expression}$ is`,
          answer: `$${a - b}$`,
          steps: [
            `Subtracting a number is the same as adding its additive inverse: subtracting $${b}$ means adding $${-b}$.`,
            `$${working}$`,
          ],
        };
  },
  distractors: [
    {
      id: 'int.minus-negative-as-minus',
      misconception: 'Treated subtracting a negative number as subtracting a positive number.',
      value: ({ a, b }) => exact(a + b),
    },
    {
      id: 'int.wrong-sign-of-result',
      misconception: 'Found the size of the difference but gave the result the wrong sign.',
      value: ({ a, b }) => exact(b - a),
    },
    {
      id: 'int.ignored-signs',
      misconception: 'Ignored the signs and added the two numbers.',
      value: ({ a, b }) => exact(-a - b),
    },
  ],
  fingerprint: ({ a, b }) => `${a}|${b}`,
});
