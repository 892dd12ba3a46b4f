// Every table, for Drizzle and drizzle-kit.
export * from './users';
export * from './auth';
export * from './captcha';
export * from './rate-limit';
export * from './tickets';
export * from './services';
export * from './shop';
export * from './traffic';
export * from './node-api';
export * from './announcements';
export * from './account';
export * from './wallet';
export * from './remote-registry';
export * from './subscriptions';
