export * from './users';
export * from './sessions';
export * from './devices';
export * from './password-resets';
export * from './outbox';
export * from './contact-messages';
export * from './analytics-events';
export * from './papers';
