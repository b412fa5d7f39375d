export { GeneratePage } from './components/generate-page';
export { useCreatePaper, useCreatePaperVariant } from './api/papers';
export { ShortageList } from './components/shortage-list';
