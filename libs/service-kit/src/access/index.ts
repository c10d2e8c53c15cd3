export * from './office-access';
export * from './access-gate';
export * from './plan-limits';
