export * from './refresh-tokens';
export * from './sessions';
export * from './user-tokens';
export * from './users';
