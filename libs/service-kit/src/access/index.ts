export * from './office-access';
export * from './access-gate';
