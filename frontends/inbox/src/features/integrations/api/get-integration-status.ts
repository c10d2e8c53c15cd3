import type { IntegrationStatus } from '@balcao/contracts';
import { api } from '@balcao/ui';

/** Silent: 'Já li o QR Code' answers with the spec's own toasts. */
export const getIntegrationStatus = (id: string) =>
  api.get<{ status: IntegrationStatus }>(`/integration/${id}/status`, undefined, { silent: true });
