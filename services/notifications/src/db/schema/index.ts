export * from './notifications-schema';
export * from './realtime-events';
export * from './conversation-inboxes';
export * from './notifications';
export * from './news';
export * from './support-tickets';
export * from './lead-deadlines';
export * from './webhooks';
