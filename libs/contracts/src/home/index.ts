export * from './messages';
export * from './queries';
export * from './responses';
