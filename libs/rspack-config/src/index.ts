export { createFrontendConfig } from './create-frontend-config';
export { sharedSingletons } from './shared-modules';
export type { FrontendConfigOptions } from './create-frontend-config';
