export { GeneratePage } from './components/generate-page';
export { MathText } from './components/math-text';
export { DurationText } from './components/duration-text';
export { AnswerBlock, LETTERS, QuestionBody, ROMAN } from './components/question-item';
export { groupSections, sectionKindText } from './components/paper-view';
export { useCreatePaper, useCreatePaperVariant } from './api/papers';
export { ShortageList } from './components/shortage-list';
