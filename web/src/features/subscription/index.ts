export { SubscriptionPage } from './components/subscription-page';
export { LimitPrompt, useLimitPrompt, type PaperScope } from './components/limit-prompt';
export { plansHref } from './scope';
