export * from './fields';
export * from './session';
export * from './users';
export * from './roles';
export * from './inboxes';
export * from './office';
export * from './events';
export * from './api-keys';
