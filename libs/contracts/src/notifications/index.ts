export * from './notifications';
export * from './news';
export * from './support';
