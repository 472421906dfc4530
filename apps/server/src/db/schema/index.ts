export * from './refresh-tokens';
export * from './users';
