export * from './case-numbers';
export * from './flow-content';
export * from './flow-session';
export * from './flow-placeholders';
export * from './flow-validation';
export * from './flows';
export * from './events';
export * from './case-consultations';
