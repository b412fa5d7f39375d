// The prompt every feature shows when the server refuses for want of a plan (spec §6).
export { LimitPrompt, useLimitPrompt } from './limit-prompt';
export { limitPromptText, type LimitPromptText } from './limit-prompt-text';
export { plansHref, type PaperScope } from './plans-href';
