import './common/zod-pt-br';

export * from './common/zod-pt-br';
export * from './common/http';
export * from './common/events';
export * from './common/permissions';
export * from './common/phone-format';
export * from './auth';
export * from './messaging';
export * from './crm';
export * from './realtime';
export * from './notifications';
export * from './flows';
export * from './billing';
export * from './agents';
export * from './home';
export * from './webhooks/webhooks';
