export * from './frames';
export * from './presence';
