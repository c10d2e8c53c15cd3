export * from './auth-schema';
export * from './offices';
export * from './inboxes';
export * from './roles';
export * from './users';
export * from './verifications';
export * from './api-keys';
export * from './audit-log';
