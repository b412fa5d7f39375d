export { PerformancePage } from './components/performance-page';
