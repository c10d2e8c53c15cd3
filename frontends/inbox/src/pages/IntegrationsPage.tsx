import { IntegrationsPage } from '../features/integrations/components/IntegrationsPage';

/** Exposed as `inbox/IntegrationsPage` (/integrations): the shell renders it inside its providers. */
export default IntegrationsPage;
