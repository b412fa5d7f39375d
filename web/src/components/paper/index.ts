// A paper on screen, laid out by the rules the PDF prints by (common/paper-layout): the generate
// view, the attempt and its result all use these.
export { MathText } from './math-text';
export { PaperLanguage, usePaperWords } from './paper-language';
export { AnswerBlock, OrDivider, QuestionBody } from './question-body';
export { QuestionFigure } from './question-figure';
export { QuestionMarks } from './question-marks';
export { optionGridClass } from './option-grid';
export { PaperView, type PaperSwap } from './paper-view';
