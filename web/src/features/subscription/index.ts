export { SubscriptionPage } from './components/subscription-page';
