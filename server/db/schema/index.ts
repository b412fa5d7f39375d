export * from './users';
export * from './sessions';
export * from './devices';
export * from './password-resets';
export * from './outbox';
