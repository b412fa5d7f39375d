export { GeneratePage } from './components/generate-page';
export { useCreatePaper } from './api/papers';
export { ShortageList } from './components/shortage-list';
