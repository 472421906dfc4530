export * from './email';
export * from './email-schema';
export * from './enums';
export * from './limits';
export * from './messages';
export * from './pricing';
export * from './auth';
