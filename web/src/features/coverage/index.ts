export { CoveragePage } from './components/coverage-page';
