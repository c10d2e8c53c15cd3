export * from './fake-backend';
export * from './fake-gateway';
