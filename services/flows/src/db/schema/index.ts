export * from './flows-schema';
export * from './flows';
export * from './projections';
