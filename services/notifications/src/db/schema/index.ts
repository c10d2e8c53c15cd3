export * from './notifications-schema';
export * from './realtime-events';
export * from './conversation-inboxes';
