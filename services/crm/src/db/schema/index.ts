export * from './crm-schema';
export * from './projections';
export * from './funnels';
export * from './leads';
export * from './calendar';
export * from './home';
export * from './reports';
