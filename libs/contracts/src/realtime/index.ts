export * from './frames';
