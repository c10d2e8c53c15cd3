export * from './agents-schema';
export * from './agents';
export * from './projections';
export * from './runtime';
