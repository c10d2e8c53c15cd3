export { createFrontendConfig, sharedSingletons } from './create-frontend-config';
export type { FrontendConfigOptions } from './create-frontend-config';
