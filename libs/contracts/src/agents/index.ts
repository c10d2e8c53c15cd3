export * from './enums';
export * from './messages';
export * from './schedule';
export * from './rules';
export * from './agents';
export * from './trainings';
export * from './answers';
export * from './events';
