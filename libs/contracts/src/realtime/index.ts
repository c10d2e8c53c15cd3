export * from './frames';
export * from './presence';
export * from './ticket';
