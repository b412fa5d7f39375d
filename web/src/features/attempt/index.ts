export { AttemptPage } from './components/attempt-page';
export { StartAttemptPage } from './components/start-attempt-page';
