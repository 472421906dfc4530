export * from './categories';
export * from './collections';
export * from './product-categories';
export * from './products';
export * from './refresh-tokens';
export * from './sessions';
export * from './user-tokens';
export * from './users';
