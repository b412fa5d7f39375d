export { GeneratePage } from './components/generate-page';
