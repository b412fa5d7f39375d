export { FeedbackList } from './components/feedback-list';
