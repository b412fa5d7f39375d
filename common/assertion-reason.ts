import type { QuestionLanguage } from './schemas/question';

/** The four fixed options of an assertion-reason question, in CBSE's order and wording. */
export const AssertionReasonOptions: Record<QuestionLanguage, readonly string[]> = {
  en: [
    'Both Assertion (A) and Reason (R) are true, and R is the correct explanation of A.',
    'Both Assertion (A) and Reason (R) are true, but R is not the correct explanation of A.',
    'Assertion (A) is true, but Reason (R) is false.',
    'Assertion (A) is false, but Reason (R) is true.',
  ],
  hi: [
    'अभिकथन (A) और कारण (R) दोनों सत्य हैं, और R, A की सही व्याख्या करता है।',
    'अभिकथन (A) और कारण (R) दोनों सत्य हैं, परंतु R, A की सही व्याख्या नहीं करता है।',
    'अभिकथन (A) सत्य है, परंतु कारण (R) असत्य है।',
    'अभिकथन (A) असत्य है, परंतु कारण (R) सत्य है।',
  ],
};
