import type { QuestionLanguage } from '@common/schemas/question';

/** The general instructions printed on a paper when the teacher writes none. */
export function defaultInstructions(
  language: QuestionLanguage,
  facts: {
    questions: number;
    sections: number;
    internalChoice: boolean;
    rules: readonly string[];
    attempts: readonly { section: string; attempt: number; count: number }[];
  },
): string[] {
  const hi = language === 'hi';
  const lines = hi
    ? [
        `इस प्रश्न पत्र में ${facts.sections} खंडों में ${facts.questions} प्रश्न हैं।`,
        facts.attempts.length > 0
          ? 'जहाँ विकल्प दिया गया है, उसके अतिरिक्त सभी प्रश्न अनिवार्य हैं।'
          : 'सभी प्रश्न अनिवार्य हैं।',
        'प्रत्येक प्रश्न के अंक उसके सामने दिए गए हैं।',
      ]
    : [
        `This question paper has ${facts.questions} questions in ${facts.sections} sections.`,
        facts.attempts.length > 0
          ? 'All questions are compulsory except where a choice is given.'
          : 'All questions are compulsory.',
        'The marks for each question are shown against it.',
      ];
  if (facts.internalChoice)
    lines.push(
      hi
        ? 'कुछ प्रश्नों में आंतरिक विकल्प दिया गया है; ऐसे प्रश्नों में केवल एक विकल्प का उत्तर दीजिए।'
        : 'Some questions have an internal choice; answer only one of the alternatives.',
    );
  for (const { section, attempt, count } of facts.attempts)
    lines.push(
      hi
        ? `खंड ${section} के ${count} प्रश्नों में से किन्हीं ${attempt} प्रश्नों के उत्तर दीजिए।`
        : `In Section ${section}, answer any ${attempt} of the ${count} questions.`,
    );
  for (const rule of facts.rules) {
    if (rule === 'Calculators not allowed')
      lines.push(hi ? 'कैलकुलेटर का प्रयोग वर्जित है।' : 'Calculators are not allowed.');
    if (rule === 'Use pi = 22/7 unless stated')
      lines.push(
        hi
          ? 'जब तक अन्यथा न कहा गया हो, $\\pi = \\frac{22}{7}$ लीजिए।'
          : 'Use $\\pi = \\frac{22}{7}$ unless stated otherwise.',
      );
  }
  return lines;
}

/** The title of a paper when the teacher gives none, with the subject named in the paper's language. */
export function defaultTitle(
  language: QuestionLanguage,
  subjectName: string,
  classNumber: number,
): string {
  return language === 'hi'
    ? `${subjectName}: कक्षा ${classNumber} अभ्यास प्रश्न पत्र`
    : `${subjectName}: Class ${classNumber} practice paper`;
}
