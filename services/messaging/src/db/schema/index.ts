export * from './messaging-schema';
export * from './integrations';
export * from './tags';
export * from './people';
export * from './conversations';
export * from './messages';
export * from './simulator';
export * from './baileys';
