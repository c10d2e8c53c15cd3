export * from './billing-schema';
export * from './accounts';
export * from './subscriptions';
export * from './invoices';
export * from './cards';
export * from './ledger';
export * from './operations';
